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
import type { FeedbackService } from './feedback-service';
import type { MessagesService } from './service';

export interface MessagesRoutesOptions {
  messages: MessagesService;
  feedback: FeedbackService;
}

/** messageV2 (spec §2) and feedback (spec §5, §7), plus the operator routes that send messages and set the word bounds. */
const messagesRoutes: FastifyPluginAsync<MessagesRoutesOptions> = async (fastify, { messages, feedback }) => {
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
