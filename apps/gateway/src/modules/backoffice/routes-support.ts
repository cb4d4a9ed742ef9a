import {
  CHAT_NAMESPACE,
  backofficeChatCloseCall,
  backofficeChatConversationCall,
  backofficeChatConversationsCall,
  backofficeChatReadCall,
  backofficeChatReplyCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { createChatRepository } from '../chat/repository';
import { createChatService, type ChatDelivery } from '../chat/service';
import { pushClosed, pushMessage } from '../chat/socket';
import { actorOf, audited, backofficeRoute } from './route';

/**
 * The support console on staff accounts, through modules/chat's own service. Replies record the
 * staff member's name; a conversation of another merchant reads as unknown. A change is built over
 * the audit's transaction, and its live pushes wait until it has committed.
 */
const supportRoutes: FastifyPluginAsync = async (fastify) => {
  // The chat module's namespace (socket.io answers the same namespace object for the same name).
  const chat = fastify.liveServer.of(CHAT_NAMESPACE);
  const findAccount = async (memberId: number) => (await fastify.memberRepository.findById(memberId))?.account;

  /**
   * A chat service over `db` whose pushes are kept in `pending` until the caller sends them. Inside
   * a transaction it must not read through the pool (PGlite has one connection): the member's
   * account comes from the conversation read before.
   */
  function serviceOver(db: Db, pending: (() => void)[] = [], account?: string, merchantOf?: string) {
    return createChatService({
      repository: createChatRepository(db),
      now: () => fastify.now(),
      deliver: (delivery: ChatDelivery) => pending.push(() => pushMessage(chat, delivery)),
      closed: (memberId, conversation) => pending.push(() => pushClosed(chat, memberId, conversation, merchantOf)),
      findAccount: account === undefined ? findAccount : async () => account,
    });
  }
  const reads = serviceOver(fastify.db);

  async function ownConversation(merchantCode: string, id: number) {
    const { conversation } = await reads.staffRead({ id, limit: 1 }).catch(() => ({ conversation: undefined }));
    if (!conversation || conversation.merchantCode !== merchantCode) throw new HttpError(404, 'NOT_FOUND', 'Unknown conversation');
    return conversation;
  }

  backofficeRoute(fastify, backofficeChatConversationsCall, async (input) => reads.staffList(input.merchantCode));

  backofficeRoute(fastify, backofficeChatConversationCall, async (input) => {
    await ownConversation(input.merchantCode, input.id);
    return reads.staffRead(input);
  });

  backofficeRoute(fastify, backofficeChatReadCall, async (input, staff) => {
    const before = await ownConversation(input.merchantCode, input.conversationId);
    return audited(fastify, actorOf(staff), { merchantCode: input.merchantCode, action: 'support.read', target: `conversation:${input.conversationId}` }, async (tx) => {
      const value = await serviceOver(tx, [], before.account).staffMarkRead(input);
      return { value, before: { unread: before.unread }, after: { unread: value.unread, lastMessageId: input.lastMessageId } };
    });
  });

  backofficeRoute(fastify, backofficeChatReplyCall, async (input, staff) => {
    const conversation = await ownConversation(input.merchantCode, input.conversationId);
    const pending: (() => void)[] = [];
    const message = await audited(fastify, actorOf(staff), { merchantCode: input.merchantCode, action: 'support.reply', target: `conversation:${input.conversationId}` }, async (tx) => {
      const value = await serviceOver(tx, pending, conversation.account).staffReply({ conversationId: input.conversationId, text: input.text, clientId: input.clientId }, staff.row.name);
      return { value, before: null, after: { messageId: value.id, text: value.text } };
    });
    pending.forEach((push) => push());
    return message;
  });

  backofficeRoute(fastify, backofficeChatCloseCall, async (input, staff) => {
    const before = await ownConversation(input.merchantCode, input.conversationId);
    const pending: (() => void)[] = [];
    const closed = await audited(fastify, actorOf(staff), { merchantCode: input.merchantCode, action: 'support.close', target: `conversation:${input.conversationId}` }, async (tx) => {
      const value = await serviceOver(tx, pending, before.account, input.merchantCode).staffClose(input.conversationId);
      return { value, before: { status: before.status }, after: { status: value.status } };
    });
    pending.forEach((push) => push());
    return closed;
  });
};

export default supportRoutes;
