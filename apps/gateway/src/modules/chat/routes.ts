import {
  chatHistoryCall,
  chatModelsCall,
  launchChatCall,
  sendChatMessageCall,
  staffChatCloseCall,
  staffChatConversationCall,
  staffChatConversationsCall,
  staffChatMeCall,
  staffChatReadCall,
  staffChatReplyCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync, FastifyRequest, onRequestHookHandler } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { createChatRepository } from './repository';
import { createChatService } from './service';
import { createChatNamespace, pushClosed, pushMessage, serveChatSockets } from './socket';
import { staffByToken, type SupportStaff } from './staff';

/**
 * Live chat (spec §2 "a chat room", §7 "Live chat model list and launch chat"): the member's calls,
 * the support console's staff calls, and the /chat namespace of the live-event socket.
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

  // Each member of staff has a token of their own (SUPPORT_STAFF), so a reply records who sent it.
  // The operator token opens no console: it would make every reply anonymous again.
  const staffOf = (request: FastifyRequest): SupportStaff | null => staffByToken(fastify.config.supportStaff, request.headers.authorization);
  const staffOnly: onRequestHookHandler = async (request, reply) => {
    if (!request.headers.authorization?.match(/^Bearer\s/i) || !staffOf(request)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'FORBIDDEN', 'Staff token missing or unknown');
    }
  };
  const staff = { onRequest: staffOnly };
  contractRoute(fastify, staffChatMeCall, async (_input, request) => ({ name: staffOf(request)!.name }), staff);
  contractRoute(fastify, staffChatConversationsCall, async (input) => service.staffList(input.merchantCode), staff);
  contractRoute(fastify, staffChatConversationCall, async (input) => service.staffRead(input), staff);
  contractRoute(fastify, staffChatReadCall, async (input) => service.staffMarkRead(input), staff);
  contractRoute(fastify, staffChatReplyCall, async (input, request) => service.staffReply(input, staffOf(request)!.name), staff);
  contractRoute(fastify, staffChatCloseCall, async (input) => service.staffClose(input.conversationId), staff);
};

export default chatRoutes;
