import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { CHAT_SENDERS, CHAT_STATUSES } from '@platform/shared/api-contract';
import { members } from './schema';

/**
 * Live chat (spec §2 "a chat room", §7 "Live chat"): conversations between a member and support,
 * and their messages, kept after a conversation is closed (history). client.ts and
 * drizzle.config.ts load this file with the others.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One member's conversation with support. A member has at most one open conversation (the partial unique index). */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CHAT_STATUSES }).notNull().default('open'),
    createdAt: at('created_at').notNull(),
    closedAt: at('closed_at'),
    /** The newest member message staff have read: later member messages count as unread in the console. */
    staffReadMessageId: bigint('staff_read_message_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('chat_conversations_one_open_uq').on(t.memberId).where(sql`${t.status} = 'open'`),
    index('chat_conversations_status_idx').on(t.status, t.merchantCode),
    check('chat_conversations_status_ck', sql`${t.status} in ('open', 'closed')`),
  ],
);

export type ChatConversationRow = typeof chatConversations.$inferSelect;

/** Plain-text messages of at most 1,000 characters (CHAT_MESSAGE_MAX_LENGTH), checked again by the database. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: CHAT_SENDERS }).notNull(),
    body: text('body').notNull(),
    /**
     * Who of staff sent a staff message (their SUPPORT_STAFF name). Member messages have none; staff
     * messages from before staff had names keep none (history is not rewritten).
     */
    staffName: text('staff_name'),
    /** The sender's uuid for the message: a resend after a lost ack stores it once. */
    clientId: text('client_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    unique('chat_messages_client_uq').on(t.conversationId, t.clientId),
    check('chat_messages_sender_ck', sql`${t.sender} in ('member', 'staff')`),
    check('chat_messages_body_ck', sql`char_length(${t.body}) between 1 and 1000`),
    check('chat_messages_staff_name_ck', sql`${t.staffName} is null or (${t.sender} = 'staff' and char_length(${t.staffName}) between 1 and 32)`),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/**
 * The per-member send allowance, a token bucket (CHAT_RATE: 5 tokens, 1 a second), kept in the
 * database so every gateway instance spends from the same bucket.
 */
export const chatRateBuckets = pgTable('chat_rate_buckets', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  tokens: doublePrecision('tokens').notNull(),
  updatedAt: at('updated_at').notNull(),
});
