import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { int8Id } from '../integers';

const merchantCode = z.string().check(z.minLength(1), z.maxLength(32));
/** GET and DELETE inputs arrive as query strings. */
const queryId = z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER));

// ---------------------------------------------------------------- messageV2, platform messages (spec §2)

/** Messages per page (the spec names no size; the announcement list's 8 is reused). */
export const MESSAGE_PAGE_SIZE = 8;
export const MESSAGE_FILTERS = ['all', 'unread', 'read'] as const;

export const messageSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    /** HTML, sanitised by the gateway when written and by SafeHtml when shown. */
    content: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
  }),
);
export type Message = z.infer<typeof messageSchema>;

/** The member's messages, newest first, with the unread count (spec §3 store value unreadMessage). */
export const messagesCall = defineCall({
  id: 'messages',
  method: 'GET',
  path: '/api/messages',
  token: true,
  encrypted: false,
  request: () => z.object({
    pageNo: z.optional(z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(100_000))),
    pageSize: z.optional(z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(50))),
    filter: z.optional(z.enum(MESSAGE_FILTERS)),
  }),
  response: () => z.object({
    pageNo: z.int(),
    pageSize: z.int(),
    total: z.int(),
    totalPages: z.int(),
    unread: z.int(),
    rows: z.array(messageSchema),
  }),
});

/** Unread message count (spec §7 "Common and others": T). Trial users skip it (spec §4). */
export const unreadMessageCountCall = defineCall({
  id: 'unreadMessageCount',
  method: 'GET',
  path: '/api/messages/unread-count',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({ count: z.int() }),
});

/** Marks one message read, or every message when `all` is set; answers the new unread count. */
export const readMessageCall = defineCall({
  id: 'readMessage',
  method: 'POST',
  path: '/api/messages/read',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ id: z.optional(int8Id()), all: z.optional(z.literal(true)) }),
  response: () => z.object({ updated: z.int(), unread: z.int() }),
});

/** Deletes one message of the member's own; deleting it again is a no-op. */
export const deleteMessageCall = defineCall({
  id: 'deleteMessage',
  method: 'DELETE',
  path: '/api/messages',
  token: true,
  encrypted: false,
  request: () => z.object({ id: queryId }),
  response: () => z.object({ deleted: z.boolean(), unread: z.int() }),
});

/** Operator: sends a message to one member, or to every member of the merchant when account is null. */
export const operatorMessageCall = defineCall({
  id: 'operatorMessage',
  method: 'POST',
  path: '/api/operator/messages',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    merchantCode,
    account: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))),
    title: z.string().check(z.minLength(1), z.maxLength(200)),
    /** Raw HTML; the gateway sanitises it before storing. */
    content: z.string().check(z.minLength(1), z.maxLength(20_000)),
  }),
  response: () => z.object({ sent: z.int() }),
});

// ---------------------------------------------------------------- feedback (spec §5, §7: PUT)

/** Spec §5 "between {0} and {1} words"; §9 leaves the values out, the issue sets the defaults. */
export const FEEDBACK_DEFAULT_WORDS = { min: 10, max: 500 } as const;
export const FEEDBACK_MAX_CHARS = 10_000;
/** Spec §9 image upload rules apply to feedback images too: at most 3 (each png/jpg, 5 MB). */
export const FEEDBACK_MAX_IMAGES = 3;

/** Words are runs of non-space characters: both ends count them the same way. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

export const feedbackConfigCall = defineCall({
  id: 'feedbackConfig',
  method: 'GET',
  path: '/api/feedback/config',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({ minWords: z.int(), maxWords: z.int() }),
});

/**
 * Feedback (spec §7: PUT). Images are uploads made first (the wallet's upload call: png or jpg by
 * magic bytes, 5 MB). The idempotency key makes a repeated send store one feedback.
 */
export const feedbackCall = defineCall({
  id: 'feedback',
  method: 'PUT',
  path: '/api/feedback',
  token: true,
  encrypted: false,
  request: () => z.strictObject({
    idempotencyKey: z.uuid(),
    content: z.string().check(z.maxLength(FEEDBACK_MAX_CHARS)),
    uploadIds: z.optional(z.array(z.uuid()).check(z.maxLength(FEEDBACK_MAX_IMAGES))),
  }),
  response: () => z.object({ id: z.int(), words: z.int(), createdAt: z.string() }),
});

/** Operator: the merchant's feedback word bounds. */
export const operatorFeedbackSettingsCall = defineCall({
  id: 'operatorFeedbackSettings',
  method: 'PUT',
  path: '/api/operator/feedback-settings',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    merchantCode,
    minWords: z.int().check(z.minimum(1), z.maximum(5000)),
    maxWords: z.int().check(z.minimum(1), z.maximum(5000)),
  }),
  response: () => z.object({ minWords: z.int(), maxWords: z.int() }),
});
