import { sharedPlugin } from '../../http/shared-plugin';
import { createFeedbackService } from './feedback-service';
import { createMessagesRepository } from './repository';
import messagesRoutes from './routes';
import { createMessagesService } from './service';

/** The messages module (spec §2 messageV2, §5 and §7 feedback): its repository and services, built once, and its routes. */
export default sharedPlugin(
  async (fastify) => {
    const repository = createMessagesRepository(fastify.db);
    const findMerchant = (code: string) => fastify.merchantRepository.findByCode(code);
    const now = () => fastify.now();
    const messages = createMessagesService({
      repository,
      findMerchant,
      findMember: (merchantCode, account) => fastify.memberRepository.findByAccount(merchantCode, account),
      now,
      notify: (memberIds) => fastify.live.messagesArrived(memberIds),
    });
    // The uploads belong to the wallet: its shared repository answers which ones are the member's.
    const feedback = createFeedbackService({ repository, throttle: fastify.throttle, ownUploads: fastify.walletRepository.ownUploads, findMerchant, now });

    await fastify.register(messagesRoutes, { messages, feedback });
  },
  { name: 'messages', dependencies: ['db', 'clock', 'wallet', 'auth-services', 'merchant-repository', 'live', 'authorization'] },
);
