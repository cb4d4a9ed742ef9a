import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, sessions, type Member } from '../../db/schema';
import { sessionExpiryCap } from '../protection/guards';

/** How stale the stored idle clock may get before a request writes it again. */
export const TOUCH_GRANULARITY_MS = 30_000;

export function createSessionRepository(db: Db) {
  return {
    async add(row: { tokenHash: string; memberId: number; createdAt: Date; expiresAt: Date; idleMinutes: number }): Promise<void> {
      // The member's session-time limit (player protection) can end the session sooner.
      const expiresAt = await sessionExpiryCap(db, row.memberId, row.createdAt, row.expiresAt);
      await db.insert(sessions).values({ ...row, expiresAt, lastSeenAt: row.createdAt });
    },

    /**
     * The live session's member, in one read: a session idle past its timeout, or past its
     * absolute end, matches nothing and stays dead. The idle clock is written only when it is
     * more than TOUCH_GRANULARITY_MS old, so a busy client costs one query per call, not two
     * (the idle timeout is therefore exact to within that granularity).
     */
    async touch(tokenHash: string, now: Date): Promise<Member | undefined> {
      const [row] = await db
        .select({ lastSeenAt: sessions.lastSeenAt, member: members })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, now),
            sql`${sessions.lastSeenAt} + make_interval(mins => ${sessions.idleMinutes}) > ${now}`,
          ),
        )
        .limit(1);
      if (!row) return undefined;
      if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_GRANULARITY_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, now)));
      }
      return row.member;
    },

    async remove(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Every session of the member except `keep` (the caller's own, when it survives). */
    async removeAllFor(memberId: number, keep?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(keep ? and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, keep)) : eq(sessions.memberId, memberId));
    },

    async sweep(now: Date): Promise<void> {
      await db
        .delete(sessions)
        .where(
          or(lt(sessions.expiresAt, now), sql`${sessions.lastSeenAt} + make_interval(mins => ${sessions.idleMinutes}) < ${now}`),
        );
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
