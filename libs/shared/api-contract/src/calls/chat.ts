import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { int8Id } from '../integers';
import { isStorableText } from '../well-formed';

// ---------------------------------------------------------------- live chat (spec §2 "a chat room", §7 "Live chat model list and launch chat")

/**
 * A chat message is plain text of at most 1,000 characters (UTF-16 units, as the browser's
 * maxLength counts them): long enough for a support question, short enough to keep one
 * message one screen. It is never rendered as HTML.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** Messages per history page (launch answers the newest page). */
export const CHAT_HISTORY_PAGE_SIZE = 30;
/** Rate limit per member: a token bucket of 5 messages refilled at 1 a second (a burst of 5, then 1/s). */
export const CHAT_RATE = { burst: 5, perSecond: 1 } as const;

/** The socket.io namespace of the chat, on the live-event socket's path (/live). */
export const CHAT_NAMESPACE = '/chat';
/** Socket events: the member sends with an ack; both sides receive messages and the close. */
export const CHAT_EVENTS = { send: 'chat:send', message: 'chat:message', closed: 'chat:closed' } as const;

export const CHAT_SENDERS = ['member', 'staff'] as const;
export const CHAT_STATUSES = ['open', 'closed'] as const;

const id = int8Id();
const queryId = z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER));
const merchantCode = z.string().check(z.minLength(1), z.maxLength(32));

/**
 * The text as typed; the gateway trims it and drops control characters, and refuses it when nothing
 * is left. It also arrives over the socket, which the gateway's request walk does not see, so the
 * schema itself refuses text PostgreSQL cannot store (a lone surrogate has no UTF-8 form).
 */
export const chatTextSchema = z.string().check(
  z.minLength(1),
  z.maxLength(CHAT_MESSAGE_MAX_LENGTH),
  z.refine(isStorableText, 'Text has a character that cannot be stored'),
);

export const chatMessageSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    conversationId: z.int(),
    sender: z.enum(CHAT_SENDERS),
    /** The name of the member of staff who sent a staff message (SUPPORT_STAFF); null for member messages and older staff ones. */
    staffName: z.nullable(z.string()),
    /** Plain text: shown as text, never as HTML. */
    text: z.string(),
    /** The sender's own id for the message (a uuid), so the sending tab matches its pending copy. */
    clientId: z.nullable(z.string()),
    createdAt: z.string(),
  }),
);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    status: z.enum(CHAT_STATUSES),
    createdAt: z.string(),
    closedAt: z.nullable(z.string()),
  }),
);
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** A page of history, oldest first; hasMore says older messages exist before the first one. */
const historyPage = { messages: z.array(chatMessageSchema), hasMore: z.boolean() };

/** The chat channels a brand offers: the built-in room, then the brand manifest's customer-service links. */
export const chatModelSchema = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('builtin') }),
    z.object({ kind: z.literal('external'), label: z.string(), url: z.string() }),
  ]),
);
export type ChatModel = z.infer<typeof chatModelSchema>;

/** Live chat model list (spec §7): public, so the entry can show before login. */
export const chatModelsCall = defineCall({
  id: 'chatModels',
  method: 'GET',
  path: '/api/chat/models',
  token: false,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({ models: z.array(chatModelSchema) }),
});

/** Launch chat (spec §7): resumes the member's open conversation or starts one, with its newest history. */
export const launchChatCall = defineCall({
  id: 'launchChat',
  method: 'POST',
  path: '/api/chat/launch',
  token: true,
  encrypted: false,
  request: () => z.strictObject({}),
  response: () => z.object({ conversation: chatConversationSchema, ...historyPage }),
});

/** Older messages of one of the member's own conversations, before a message id. */
export const chatHistoryCall = defineCall({
  id: 'chatHistory',
  method: 'GET',
  path: '/api/chat/history',
  token: true,
  encrypted: false,
  request: () => z.object({
    conversationId: queryId,
    beforeId: z.optional(queryId),
    limit: z.optional(z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(100))),
  }),
  response: () => z.object(historyPage),
});

/** The socket's chat:send payload, also sendable over HTTP; a repeated clientId stores one message. */
export const chatSendSchema = z.lazy(() =>
  z.strictObject({ conversationId: id, text: chatTextSchema, clientId: z.uuid() }),
);
export type ChatSend = z.infer<typeof chatSendSchema>;

/** The member sends a message (the socket's chat:send does the same; this is for clients without a socket). */
export const sendChatMessageCall = defineCall({
  id: 'sendChatMessage',
  method: 'POST',
  path: '/api/chat/messages',
  token: true,
  encrypted: false,
  request: () => chatSendSchema,
  response: () => chatMessageSchema,
});

/** What a chat:send ack answers: the stored message, or the error code and text the HTTP call would give. */
export type ChatSendAck = { ok: true; message: ChatMessage } | { ok: false; code: string; message: string };

// ---------------------------------------------------------------- the support console (a staff token of SUPPORT_STAFF)

/** Staff: who this staff token belongs to; the console shows it, and a refused token reads FORBIDDEN. */
export const staffChatMeCall = defineCall({
  id: 'staffChatMe',
  method: 'GET',
  path: '/api/operator/chat/me',
  token: false,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({ name: z.string() }),
});

export const staffConversationSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    merchantCode: z.string(),
    account: z.string(),
    status: z.enum(CHAT_STATUSES),
    createdAt: z.string(),
    /** The newest message's time, or the creation time when there is none yet. */
    lastMessageAt: z.string(),
    lastMessage: z.nullable(z.object({ sender: z.enum(CHAT_SENDERS), text: z.string() })),
    /** Member messages no staff has read yet. */
    unread: z.int(),
  }),
);
export type StaffConversation = z.infer<typeof staffConversationSchema>;

/** Staff: the open conversations that have messages, most recent first. */
export const staffChatConversationsCall = defineCall({
  id: 'staffChatConversations',
  method: 'GET',
  path: '/api/operator/chat/conversations',
  token: false,
  encrypted: false,
  request: () => z.object({ merchantCode: z.optional(merchantCode) }),
  response: () => z.object({ conversations: z.array(staffConversationSchema) }),
});

/** Staff: one conversation and a page of its history (oldest first), before a message id. */
export const staffChatConversationCall = defineCall({
  id: 'staffChatConversation',
  method: 'GET',
  path: '/api/operator/chat/conversation',
  token: false,
  encrypted: false,
  request: () => z.object({
    id: queryId,
    beforeId: z.optional(queryId),
    limit: z.optional(z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(100))),
  }),
  response: () => z.object({ conversation: staffConversationSchema, ...historyPage }),
});

/** Staff: marks the member's messages up to lastMessageId read (clears the unread count). */
export const staffChatReadCall = defineCall({
  id: 'staffChatRead',
  method: 'POST',
  path: '/api/operator/chat/read',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ conversationId: id, lastMessageId: id }),
  response: () => z.object({ unread: z.int() }),
});

/** Staff: replies in a conversation, as the staff token's owner (the message records their name); the member's sockets receive it live. */
export const staffChatReplyCall = defineCall({
  id: 'staffChatReply',
  method: 'POST',
  path: '/api/operator/chat/reply',
  token: false,
  encrypted: false,
  request: () => chatSendSchema,
  response: () => chatMessageSchema,
});

/** Staff: closes a conversation; the member's next launch starts a new one. History is kept. */
export const staffChatCloseCall = defineCall({
  id: 'staffChatClose',
  method: 'POST',
  path: '/api/operator/chat/close',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ conversationId: id }),
  response: () => chatConversationSchema,
});
