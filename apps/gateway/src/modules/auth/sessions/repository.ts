import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { members, sessions, type Member } from '../../../db/schema';
import { sessionExpiryCap } from '../../protection/guards';

/** A live session's row, with its member. */
export interface LiveSession {
  member: Member;
  expiresAt: Date;
  lastSeenAt: Date;
  idleMinutes: number;
  /** Begun under a forced password change: serves only the calls of PASSWORD_CHANGE_CALLS. */
  mustChangePassword: boolean;
}

export function createSessionRepository(db: Db) {
  return {
    async add(row: {
      tokenHash: string;
      memberId: number;
      createdAt: Date;
      expiresAt: Date;
      idleMinutes: number;
      mustChangePassword: boolean;
    }): Promise<void> {
      // The member's session-time limit (player protection) can end the session sooner.
      const expiresAt = await sessionExpiryCap(db, row.memberId, row.createdAt, row.expiresAt);
      await db.insert(sessions).values({ ...row, expiresAt, lastSeenAt: row.createdAt });
    },

    /**
     * The live session and its member, in one indexed read (primary key, then the member's): a
     * session idle past its timeout, or past its absolute end, matches nothing and stays dead.
     */
    async find(tokenHash: string, now: Date): Promise<LiveSession | undefined> {
      const [row] = await db
        .select({
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          idleMinutes: sessions.idleMinutes,
          mustChangePassword: sessions.mustChangePassword,
          member: members,
        })
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
      return row;
    },

    /** Moves the stored idle clock forward (never back: another instance may have written a later one). */
    async touch(tokenHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, now)));
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
