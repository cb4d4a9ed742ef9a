import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { TRIAL_TYPE } from '@platform/shared/api-contract';
import type { Db } from '../../db/client';
import { feedbackSettings, memberFeedback, memberMessages, type MemberMessageRow } from '../../db/member-schema';
import { excludedMemberCondition } from '../protection/exclusion';

export type MessageFilter = 'all' | 'unread' | 'read';

/** Messages the member has not deleted, narrowed by read state. */
function visible(memberId: number, filter: MessageFilter): SQL {
  const parts = [eq(memberMessages.memberId, memberId), isNull(memberMessages.deletedAt)];
  if (filter === 'unread') parts.push(isNull(memberMessages.readAt));
  if (filter === 'read') parts.push(isNotNull(memberMessages.readAt));
  return and(...parts)!;
}

/** Platform messages and feedback (spec §2 messageV2, §7 feedback). */
export function createMessagesRepository(db: Db) {
  return {
    async page(memberId: number, filter: MessageFilter, limit: number, offset: number): Promise<{ total: number; rows: MemberMessageRow[] }> {
      const [summary] = await db.select({ n: count() }).from(memberMessages).where(visible(memberId, filter));
      const rows = await db
        .select()
        .from(memberMessages)
        .where(visible(memberId, filter))
        .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
        .limit(limit)
        .offset(offset);
      return { total: Number(summary?.n ?? 0), rows };
    },

    async unread(memberId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(memberMessages).where(visible(memberId, 'unread'));
      return Number(row?.n ?? 0);
    },

    /** Marks one (or, with id null, every) unread message read; answers how many changed. */
    async markRead(memberId: number, id: number | null, at: Date): Promise<number> {
      const where = id === null ? visible(memberId, 'unread') : and(visible(memberId, 'unread'), eq(memberMessages.id, id));
      return (await db.update(memberMessages).set({ readAt: at }).where(where).returning({ id: memberMessages.id })).length;
    },

    async remove(memberId: number, id: number, at: Date): Promise<boolean> {
      const deleted = await db
        .update(memberMessages)
        .set({ deletedAt: at })
        .where(and(visible(memberId, 'all'), eq(memberMessages.id, id)))
        .returning({ id: memberMessages.id });
      return deleted.length > 0;
    },

    /**
     * One copy per recipient. With no member, every member of the merchant but trial accounts
     * (spec §4: they skip messages) and people in cool-off or self-exclusion (a broadcast is
     * marketing, issue 11), in one INSERT ... SELECT so a large merchant is one statement.
     */
    async send(merchantCode: string, memberId: number | null, message: { title: string; content: string }, at: Date): Promise<number[]> {
      if (memberId !== null) {
        await db.insert(memberMessages).values({ merchantCode, memberId, ...message, createdAt: at });
        return [memberId];
      }
      const result = (await db.execute(sql`
        insert into member_messages (merchant_code, member_id, title, content, created_at)
        select ${merchantCode}, m.id, ${message.title}, ${message.content}, ${at.toISOString()}::timestamptz
          from members m
         where m.merchant_code = ${merchantCode} and m.type <> ${TRIAL_TYPE}
           and not ${excludedMemberCondition(sql`m.id`, at)}
        returning member_id`)) as unknown as { rows: { member_id: number }[] };
      return result.rows.map((row) => Number(row.member_id));
    },

    async feedbackBounds(merchantCode: string): Promise<{ minWords: number; maxWords: number } | undefined> {
      const [row] = await db
        .select({ minWords: feedbackSettings.minWords, maxWords: feedbackSettings.maxWords })
        .from(feedbackSettings)
        .where(eq(feedbackSettings.merchantCode, merchantCode))
        .limit(1);
      return row;
    },

    async saveFeedbackBounds(merchantCode: string, bounds: { minWords: number; maxWords: number }, at: Date): Promise<void> {
      await db
        .insert(feedbackSettings)
        .values({ merchantCode, ...bounds, updatedAt: at })
        .onConflictDoUpdate({ target: feedbackSettings.merchantCode, set: { ...bounds, updatedAt: at } });
    },

    async feedbackByKey(memberId: number, key: string) {
      const [row] = await db
        .select()
        .from(memberFeedback)
        .where(and(eq(memberFeedback.memberId, memberId), eq(memberFeedback.idempotencyKey, key)))
        .limit(1);
      return row;
    },

    /** Stores the feedback once per key; a concurrent twin finds the first row instead. */
    async insertFeedback(row: typeof memberFeedback.$inferInsert) {
      const [inserted] = await db.insert(memberFeedback).values(row).onConflictDoNothing().returning();
      return inserted ?? (await this.feedbackByKey(row.memberId, row.idempotencyKey));
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
