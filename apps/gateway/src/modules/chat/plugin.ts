import { sharedPlugin } from '../../http/shared-plugin';
import { createChatRepository } from './repository';
import chatRoutes from './routes';
import { createChatService } from './service';
import { createChatNamespace, pushClosed, pushMessage, serveChatSockets } from './socket';
import { createSupportConsoles } from './staff-socket';

/**
 * The chat module (spec §2 "a chat room", §7 "Live chat"): its repository and service, built once,
 * the /chat namespace of the live-event socket and the back office's support consoles, and the routes.
 */
export default sharedPlugin(
  async (fastify) => {
    const chat = createChatNamespace(fastify);
    const service = createChatService({
      repository: createChatRepository(fastify.db),
      now: () => fastify.now(),
      deliver: (delivery) => pushMessage(chat, delivery),
      // The consoles are per merchant: the member's row names it (a close is rare, one read is fine).
      closed: (memberId, conversation) =>
        void fastify.memberRepository
          .findById(memberId)
          .then((member) => pushClosed(chat, memberId, conversation, member?.merchantCode))
          .catch((error: unknown) => fastify.log.error({ err: error }, 'chat close push failed')),
      findAccount: async (memberId) => (await fastify.memberRepository.findById(memberId))?.account,
    });
    serveChatSockets(fastify, chat, service);
    await createSupportConsoles(fastify);
    fastify.addHook('onClose', async () => {
      chat.disconnectSockets(true);
    });

    await fastify.register(chatRoutes, { service });
  },
  { name: 'chat', dependencies: ['db', 'clock', 'auth-services', 'live', 'authorization'] },
);
