import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages, type ChatConversationRow, type ChatMessageRow } from '../../db/chat-schema';

export interface StaffConversationRow {
  id: number;
  merchantCode: string;
  account: string;
  status: 'open' | 'closed';
  createdAt: Date;
  lastMessageAt: Date;
  lastSender: 'member' | 'staff' | null;
  lastBody: string | null;
  unread: number;
}

type RawStaffRow = {
  id: number | string;
  merchant_code: string;
  account: string;
  status: 'open' | 'closed';
  created_at: string | Date;
  last_at: string | Date | null;
  last_sender: 'member' | 'staff' | null;
  last_body: string | null;
  unread: number | string;
};

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function staffRow(raw: RawStaffRow): StaffConversationRow {
  return {
    id: Number(raw.id),
    merchantCode: raw.merchant_code,
    account: raw.account,
    status: raw.status,
    createdAt: toDate(raw.created_at),
    lastMessageAt: toDate(raw.last_at ?? raw.created_at),
    lastSender: raw.last_sender,
    lastBody: raw.last_body,
    unread: Number(raw.unread),
  };
}

/** Conversations, messages and the send allowance of the live chat. */
export function createChatRepository(db: Db) {
  /** The staff view of conversations: the member's account, the newest message and the unread count, in one statement. */
  async function staffConversations(where: ReturnType<typeof sql>, limit: number): Promise<StaffConversationRow[]> {
    const result = (await db.execute(sql`
      select c.id, c.merchant_code, m.account, c.status, c.created_at,
             last.created_at as last_at, last.sender as last_sender, last.body as last_body,
             (select count(*) from chat_messages u
               where u.conversation_id = c.id and u.sender = 'member' and u.id > c.staff_read_message_id) as unread
        from chat_conversations c
        join members m on m.id = c.member_id
        left join lateral (
          select x.created_at, x.sender, x.body from chat_messages x
           where x.conversation_id = c.id order by x.id desc limit 1
        ) last on true
       where ${where}
       order by coalesce(last.created_at, c.created_at) desc, c.id desc
       limit ${limit}`)) as unknown as { rows: RawStaffRow[] };
    return result.rows.map(staffRow);
  }

  return {
    async openConversation(memberId: number): Promise<ChatConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.memberId, memberId), eq(chatConversations.status, 'open')))
        .limit(1);
      return row;
    },

    /**
     * The member's open conversation, created if there is none. The partial unique index makes two
     * concurrent launches (two tabs, two instances) end with one conversation.
     */
    async openOrCreate(merchantCode: string, memberId: number, at: Date): Promise<ChatConversationRow> {
      const existing = await this.openConversation(memberId);
      if (existing) return existing;
      await db.insert(chatConversations).values({ merchantCode, memberId, status: 'open', createdAt: at }).onConflictDoNothing();
      const created = await this.openConversation(memberId);
      if (!created) throw new Error('chat conversation vanished after insert');
      return created;
    },

    async conversation(id: number): Promise<ChatConversationRow | undefined> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
      return row;
    },

    /** A page of history, oldest first, before a message id; one extra row tells whether older ones exist. */
    async history(conversationId: number, beforeId: number | undefined, limit: number): Promise<{ rows: ChatMessageRow[]; hasMore: boolean }> {
      const where = beforeId === undefined ? eq(chatMessages.conversationId, conversationId) : and(eq(chatMessages.conversationId, conversationId), lt(chatMessages.id, beforeId));
      const rows = await db.select().from(chatMessages).where(where).orderBy(desc(chatMessages.id)).limit(limit + 1);
      return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
    },

    async messageByClientId(conversationId: number, clientId: string): Promise<ChatMessageRow | undefined> {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.clientId, clientId)))
        .limit(1);
      return row;
    },

    /**
     * Stores a message unless the conversation was closed meanwhile (the insert reads its status in
     * the same statement). Answers 'closed' when it is; a twin with the same clientId is answered as is.
     */
    async insertMessage(row: {
      conversationId: number;
      sender: 'member' | 'staff';
      /** The member of staff who sent a staff message; null for a member's. */
      staffName: string | null;
      body: string;
      clientId: string;
      createdAt: Date;
    }): Promise<ChatMessageRow | 'closed'> {
      const result = (await db.execute(sql`
        insert into chat_messages (conversation_id, sender, staff_name, body, client_id, created_at)
        select ${row.conversationId}, ${row.sender}, ${row.staffName}, ${row.body}, ${row.clientId}, ${row.createdAt.toISOString()}::timestamptz
          from chat_conversations where id = ${row.conversationId} and status = 'open'
        on conflict (conversation_id, client_id) do nothing
        returning id`)) as unknown as { rows: { id: number | string }[] };
      const twin = await this.messageByClientId(row.conversationId, row.clientId);
      if (twin) return twin;
      if (result.rows.length === 0) return 'closed';
      throw new Error('chat message vanished after insert');
    },

    /**
     * Spends one token of the member's bucket (capacity `burst`, refilled at `perSecond`) in one
     * statement, so instances sharing the database cannot both spend the last token. False when empty.
     */
    async spendToken(memberId: number, at: Date, rate: { burst: number; perSecond: number }): Promise<boolean> {
      const now = at.toISOString();
      const refilled = sql`least(${rate.burst}::double precision,
        chat_rate_buckets.tokens + greatest(0, extract(epoch from (${now}::timestamptz - chat_rate_buckets.updated_at))) * ${rate.perSecond})`;
      const result = (await db.execute(sql`
        insert into chat_rate_buckets (member_id, tokens, updated_at)
        values (${memberId}, ${rate.burst - 1}, ${now}::timestamptz)
        on conflict (member_id) do update
          set tokens = ${refilled} - 1, updated_at = greatest(chat_rate_buckets.updated_at, ${now}::timestamptz)
          where ${refilled} >= 1
        returning tokens`)) as unknown as { rows: unknown[] };
      return result.rows.length > 0;
    },

    async close(id: number, at: Date): Promise<ChatConversationRow | undefined> {
      await db
        .update(chatConversations)
        .set({ status: 'closed', closedAt: at })
        .where(and(eq(chatConversations.id, id), eq(chatConversations.status, 'open')));
      return this.conversation(id);
    },

    /** Moves the staff read mark forward (never back) and answers the unread count left. */
    async markStaffRead(id: number, lastMessageId: number): Promise<number> {
      await db
        .update(chatConversations)
        .set({ staffReadMessageId: sql`greatest(${chatConversations.staffReadMessageId}, ${lastMessageId})` })
        .where(eq(chatConversations.id, id));
      const [row] = await staffConversations(sql`c.id = ${id}`, 1);
      return row?.unread ?? 0;
    },

    /** Open conversations that have at least one message, newest activity first. */
    openForStaff(merchantCode: string | undefined, limit: number): Promise<StaffConversationRow[]> {
      const merchant = merchantCode === undefined ? sql`true` : sql`c.merchant_code = ${merchantCode}`;
      return staffConversations(sql`c.status = 'open' and ${merchant} and exists (select 1 from chat_messages e where e.conversation_id = c.id)`, limit);
    },

    async staffConversation(id: number): Promise<StaffConversationRow | undefined> {
      const [row] = await staffConversations(sql`c.id = ${id}`, 1);
      return row;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
