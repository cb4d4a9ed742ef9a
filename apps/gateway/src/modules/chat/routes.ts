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
import type { ChatService } from './service';
import { staffByToken, type SupportStaff } from './staff';

/**
 * Live chat (spec §2 "a chat room", §7 "Live chat model list and launch chat"): the member's calls
 * and the support console's staff calls. The sockets are the module plugin's (plugin.ts).
 */
const chatRoutes: FastifyPluginAsync<{ service: ChatService }> = async (fastify, { service }) => {
  // contractRoute has authenticated every T call before the handler runs.
  const memberOf = (request: FastifyRequest) => request.member!;
  contractRoute(fastify, chatModelsCall, async (_input, request) => service.models(await fastify.resolveMerchant(request)));
  contractRoute(fastify, launchChatCall, async (_input, request) => service.launch(memberOf(request)));
  contractRoute(fastify, chatHistoryCall, async (input, request) => service.history(memberOf(request), input));
  contractRoute(fastify, sendChatMessageCall, async (input, request) => service.send(memberOf(request), input));

  // Automation (issue 22: shared tokens only for scripts): SUPPORT_STAFF names each bot or script
  // with a token of its own, so a reply records who sent it. People answer from the back office
  // (modules/backoffice/routes-support.ts) on their staff session. The operator token opens none.
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
