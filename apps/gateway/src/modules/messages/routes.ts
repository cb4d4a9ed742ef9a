import {
  deleteMessageCall,
  feedbackCall,
  feedbackConfigCall,
  messagesCall,
  operatorFeedbackSettingsCall,
  operatorMessageCall,
  readMessageCall,
  unreadMessageCountCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { createFeedbackService } from './feedback-service';
import { createMessagesRepository } from './repository';
import { createMessagesService } from './service';

/** messageV2 (spec §2) and feedback (spec §5, §7), plus the operator routes that send messages and set the word bounds. */
const messagesRoutes: FastifyPluginAsync = async (fastify) => {
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
  const feedback = createFeedbackService({ repository, throttle: fastify.throttle, findMerchant, now });
  // contractRoute has authenticated every T call before the handler runs.
  const memberOf = (request: FastifyRequest) => request.member!;

  contractRoute(fastify, messagesCall, async (input, request) => messages.list(memberOf(request), input));
  contractRoute(fastify, unreadMessageCountCall, async (_input, request) => messages.unreadCount(memberOf(request)));
  contractRoute(fastify, readMessageCall, async (input, request) => messages.read(memberOf(request), input));
  contractRoute(fastify, deleteMessageCall, async (input, request) => messages.remove(memberOf(request), input.id));
  contractRoute(fastify, feedbackConfigCall, async (_input, request) => feedback.config(memberOf(request)));
  contractRoute(fastify, feedbackCall, async (input, request) => feedback.submit(memberOf(request), input));

  contractRoute(fastify, operatorMessageCall, async (input) => messages.send(input), { onRequest: fastify.requireApiKey('content.publish') });
  contractRoute(fastify, operatorFeedbackSettingsCall, async (input) => feedback.saveBounds(input), { onRequest: fastify.requireApiKey('system.manage') });
};

export default messagesRoutes;
