import {
  chatHistoryCall,
  chatModelsCall,
  launchChatCall,
  sendChatMessageCall,
  staffChatCloseCall,
  staffChatConversationCall,
  staffChatConversationsCall,
  staffChatReadCall,
  staffChatReplyCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync, FastifyRequest, onRequestHookHandler } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { isOperatorAuthorized } from '../system/service';
import { createChatRepository } from './repository';
import { createChatService } from './service';
import { createChatNamespace, pushClosed, pushMessage, serveChatSockets } from './socket';

/**
 * Live chat (spec §2 "a chat room", §7 "Live chat model list and launch chat"): the member's calls,
 * the support console's operator calls, and the /chat namespace of the live-event socket.
 */
const chatRoutes: FastifyPluginAsync = async (fastify) => {
  const chat = createChatNamespace(fastify);
  const service = createChatService({
    repository: createChatRepository(fastify.db),
    now: () => fastify.now(),
    deliver: (delivery) => pushMessage(chat, delivery),
    closed: (memberId, conversation) => pushClosed(chat, memberId, conversation),
    findAccount: async (memberId) => (await fastify.memberRepository.findById(memberId))?.account,
  });
  serveChatSockets(fastify, chat, service);
  fastify.addHook('onClose', async () => {
    chat.disconnectSockets(true);
  });

  // contractRoute has authenticated every T call before the handler runs.
  const memberOf = (request: FastifyRequest) => request.member!;
  contractRoute(fastify, chatModelsCall, async (_input, request) => service.models(await fastify.resolveMerchant(request)));
  contractRoute(fastify, launchChatCall, async (_input, request) => service.launch(memberOf(request)));
  contractRoute(fastify, chatHistoryCall, async (input, request) => service.history(memberOf(request), input));
  contractRoute(fastify, sendChatMessageCall, async (input, request) => service.send(memberOf(request), input));

  // Staff use the operator Bearer token, like every other back-office route.
  const operatorOnly: onRequestHookHandler = async (request, reply) => {
    if (!isOperatorAuthorized(request.headers.authorization, fastify.config.operatorToken)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'FORBIDDEN', 'Operator token missing or wrong');
    }
  };
  const staff = { onRequest: operatorOnly };
  contractRoute(fastify, staffChatConversationsCall, async (input) => service.staffList(input.merchantCode), staff);
  contractRoute(fastify, staffChatConversationCall, async (input) => service.staffRead(input), staff);
  contractRoute(fastify, staffChatReadCall, async (input) => service.staffMarkRead(input), staff);
  contractRoute(fastify, staffChatReplyCall, async (input) => service.staffReply(input), staff);
  contractRoute(fastify, staffChatCloseCall, async (input) => service.staffClose(input.conversationId), staff);
};

export default chatRoutes;
