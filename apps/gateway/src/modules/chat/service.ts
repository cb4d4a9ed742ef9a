import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_RATE,
  type ChatConversation,
  type ChatMessage,
  type ChatModel,
  type ChatSend,
  type StaffConversation,
} from '@platform/shared/api-contract';
import type { ChatConversationRow, ChatMessageRow } from '../../db/chat-schema';
import type { Member, Merchant } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { ChatRepository, StaffConversationRow } from './repository';

/** The console lists at most this many open conversations; more means staff are far behind anyway. */
export const STAFF_LIST_LIMIT = 200;

/** Who a stored message concerns, for the live push after it is stored. */
export interface ChatDelivery {
  memberId: number;
  merchantCode: string;
  account: string;
  message: ChatMessage;
}

export interface ChatDeps {
  repository: ChatRepository;
  now(): Date;
  /** Pushes a stored message to the member's sockets and the staff room (never before it is stored). */
  deliver(delivery: ChatDelivery): void;
  /** Tells the member's sockets and the staff room that a conversation was closed. */
  closed(memberId: number, conversation: ChatConversation): void;
  findAccount(memberId: number): Promise<string | undefined>;
}

// Control characters other than tab and newline are dropped: PostgreSQL refuses NUL, and the
// others only serve to spoof or garble what the other side reads.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** The stored form of a message: control characters dropped, outer whitespace trimmed. */
export function cleanChatText(text: string): string {
  return text.replace(CONTROL, '').trim();
}

export const toChatMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  sender: row.sender,
  staffName: row.staffName,
  text: row.body,
  clientId: row.clientId,
  createdAt: row.createdAt.toISOString(),
});

const toConversation = (row: ChatConversationRow): ChatConversation => ({
  id: row.id,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt ? row.closedAt.toISOString() : null,
});

const toStaffConversation = (row: StaffConversationRow): StaffConversation => ({
  id: row.id,
  merchantCode: row.merchantCode,
  account: row.account,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  lastMessageAt: row.lastMessageAt.toISOString(),
  lastMessage: row.lastSender && row.lastBody !== null ? { sender: row.lastSender, text: row.lastBody } : null,
  unread: row.unread,
});

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such conversation');
const closedError = () => new HttpError(409, 'CHAT_CLOSED', 'This conversation is closed');

/** The live chat (spec §2 "a chat room", §7 "Live chat model list and launch chat"). */
export function createChatService(deps: ChatDeps) {
  const { repository } = deps;

  /** A conversation the member may read: their own. Another member's reads as absent, so ids cannot be probed. */
  async function ownConversation(member: Member, id: number): Promise<ChatConversationRow> {
    const conversation = await repository.conversation(id);
    if (!conversation || conversation.memberId !== member.id) throw notFound();
    return conversation;
  }

  async function page(conversationId: number, beforeId: number | undefined, limit = CHAT_HISTORY_PAGE_SIZE) {
    const { rows, hasMore } = await repository.history(conversationId, beforeId, limit);
    return { messages: rows.map(toChatMessage), hasMore };
  }

  function cleaned(text: string): string {
    const body = cleanChatText(text);
    if (body.length === 0) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'A message cannot be empty', { fields: { text: { key: 'validation.required' } } });
    }
    return body;
  }

  return {
    /** The built-in room first, then the brand's customer-service links (brand.json customerService). */
    models(merchant: Merchant): { models: ChatModel[] } {
      return {
        models: [
          { kind: 'builtin' },
          ...merchant.resources.map((resource): ChatModel => ({ kind: 'external', label: resource.labelNameEn, url: resource.url })),
        ],
      };
    },

    async launch(member: Member) {
      const conversation = await repository.openOrCreate(member.merchantCode, member.id, deps.now());
      return { conversation: toConversation(conversation), ...(await page(conversation.id, undefined)) };
    },

    async history(member: Member, input: { conversationId: number; beforeId?: number | undefined; limit?: number | undefined }) {
      await ownConversation(member, input.conversationId);
      return page(input.conversationId, input.beforeId, input.limit);
    },

    /**
     * A member's message: stored first, then pushed, so a reconnecting client's history shows it.
     * A resend with the same clientId (a lost ack) answers the stored message and costs no token.
     */
    async send(member: Member, input: ChatSend): Promise<ChatMessage> {
      const body = cleaned(input.text);
      const conversation = await ownConversation(member, input.conversationId);
      const twin = await repository.messageByClientId(conversation.id, input.clientId);
      if (twin) return toChatMessage(twin);
      if (conversation.status !== 'open') throw closedError();
      if (!(await repository.spendToken(member.id, deps.now(), CHAT_RATE))) {
        throw new HttpError(429, 'RATE_LIMITED', 'Too many chat messages, please wait a moment');
      }
      const stored = await repository.insertMessage({ conversationId: conversation.id, sender: 'member', staffName: null, body, clientId: input.clientId, createdAt: deps.now() });
      if (stored === 'closed') throw closedError();
      const message = toChatMessage(stored);
      deps.deliver({ memberId: member.id, merchantCode: member.merchantCode, account: member.account, message });
      return message;
    },

    async staffList(merchantCode: string | undefined) {
      return { conversations: (await repository.openForStaff(merchantCode, STAFF_LIST_LIMIT)).map(toStaffConversation) };
    },

    async staffRead(input: { id: number; beforeId?: number | undefined; limit?: number | undefined }) {
      const conversation = await repository.staffConversation(input.id);
      if (!conversation) throw notFound();
      return { conversation: toStaffConversation(conversation), ...(await page(input.id, input.beforeId, input.limit)) };
    },

    async staffMarkRead(input: { conversationId: number; lastMessageId: number }) {
      if (!(await repository.conversation(input.conversationId))) throw notFound();
      return { unread: await repository.markStaffRead(input.conversationId, input.lastMessageId) };
    },

    /**
     * A reply as `staffName` (the staff token's owner, never a name the client sends). A resend with
     * the same clientId answers the stored message, whoever resends it.
     */
    async staffReply(input: ChatSend, staffName: string): Promise<ChatMessage> {
      const body = cleaned(input.text);
      const conversation = await repository.conversation(input.conversationId);
      if (!conversation) throw notFound();
      const stored = await repository.insertMessage({ conversationId: conversation.id, sender: 'staff', staffName, body, clientId: input.clientId, createdAt: deps.now() });
      if (stored === 'closed') throw closedError();
      const message = toChatMessage(stored);
      const account = (await deps.findAccount(conversation.memberId)) ?? '';
      deps.deliver({ memberId: conversation.memberId, merchantCode: conversation.merchantCode, account, message });
      return message;
    },

    async staffClose(conversationId: number): Promise<ChatConversation> {
      const before = await repository.conversation(conversationId);
      if (!before) throw notFound();
      const after = await repository.close(conversationId, deps.now());
      if (!after) throw notFound();
      const conversation = toConversation(after);
      // Closing twice tells nobody twice.
      if (before.status === 'open') deps.closed(after.memberId, conversation);
      return conversation;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
