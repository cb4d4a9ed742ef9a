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
import { createSupportConsoles } from './staff-socket';

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
