import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { missionClaims, type MissionClaimRow } from '../../db/member-schema';

/** The mission claims: one row per member, mission and period. */
export function createMissionsRepository(db: Db) {
  return {
    /** The member's claims in the given periods. */
    async claims(memberId: number, periodKeys: readonly string[]): Promise<MissionClaimRow[]> {
      if (periodKeys.length === 0) return [];
      return db
        .select()
        .from(missionClaims)
        .where(and(eq(missionClaims.memberId, memberId), inArray(missionClaims.periodKey, [...new Set(periodKeys)])));
    },

    async claim(memberId: number, missionId: string, periodKey: string): Promise<MissionClaimRow | undefined> {
      const [row] = await db
        .select()
        .from(missionClaims)
        .where(and(eq(missionClaims.memberId, memberId), eq(missionClaims.missionId, missionId), eq(missionClaims.periodKey, periodKey)))
        .limit(1);
      return row;
    },

    /**
     * Inserts the claim inside the paying transaction; a concurrent twin waits on the unique key and
     * gets undefined once the first commits (or inserts itself if the first rolled back).
     */
    async insertClaim(tx: Db, row: typeof missionClaims.$inferInsert): Promise<MissionClaimRow | undefined> {
      const [inserted] = await tx.insert(missionClaims).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async setTransfer(tx: Db, id: number, transferId: number): Promise<void> {
      await tx.update(missionClaims).set({ transferId }).where(eq(missionClaims.id, id));
    },
  };
}

export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
