import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityApplications, activitySettings, type ActivityApplicationRow } from '../../db/member-schema';
import { promotions, type PromotionRow } from '../../db/schema';
import { createWalletRepository } from '../wallet/repository';

export interface ActivityRow {
  promotion: PromotionRow;
  closesAt: Date | null;
  application: ActivityApplicationRow | null;
}

/** The reward centre's rows: a merchant's promotions, their closing times and one member's applications. */
export function createRewardsRepository(db: Db) {
  const uploads = createWalletRepository(db);
  return {
    async activities(merchantCode: string, language: string, memberId: number): Promise<ActivityRow[]> {
      const rows = await db
        .select({ promotion: promotions, closesAt: activitySettings.closesAt, application: activityApplications })
        .from(promotions)
        .leftJoin(activitySettings, eq(activitySettings.promotionId, promotions.id))
        .leftJoin(activityApplications, and(eq(activityApplications.promotionId, promotions.id), eq(activityApplications.memberId, memberId)))
        .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.language, language)))
        .orderBy(desc(promotions.startDate), desc(promotions.id));
      return rows.map((row) => ({ promotion: row.promotion, closesAt: row.closesAt ?? null, application: row.application }));
    },

    async activity(merchantCode: string, promotionId: number, memberId: number): Promise<ActivityRow | undefined> {
      const [row] = await db
        .select({ promotion: promotions, closesAt: activitySettings.closesAt, application: activityApplications })
        .from(promotions)
        .leftJoin(activitySettings, eq(activitySettings.promotionId, promotions.id))
        .leftJoin(activityApplications, and(eq(activityApplications.promotionId, promotions.id), eq(activityApplications.memberId, memberId)))
        .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.id, promotionId)))
        .limit(1);
      return row ? { promotion: row.promotion, closesAt: row.closesAt ?? null, application: row.application } : undefined;
    },

    /** Inserts the application once; a concurrent twin gets undefined and reads the first one. */
    async insertApplication(row: typeof activityApplications.$inferInsert): Promise<ActivityApplicationRow | undefined> {
      const [inserted] = await db.insert(activityApplications).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async application(memberId: number, promotionId: number): Promise<ActivityApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(activityApplications)
        .where(and(eq(activityApplications.memberId, memberId), eq(activityApplications.promotionId, promotionId)))
        .limit(1);
      return row;
    },

    /** Moves an application from one status to the next, only if it is still in `from` (the race guard). */
    async transition(
      tx: Db,
      id: number,
      from: ActivityApplicationRow['status'],
      set: Partial<Pick<ActivityApplicationRow, 'status' | 'remark' | 'uploadIds' | 'amount' | 'transferId' | 'decidedAt' | 'paidAt'>>,
    ): Promise<ActivityApplicationRow | undefined> {
      const [row] = await tx
        .update(activityApplications)
        .set(set)
        .where(and(eq(activityApplications.id, id), eq(activityApplications.status, from)))
        .returning();
      return row;
    },

    async promotionExists(merchantCode: string, promotionId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: promotions.id })
        .from(promotions)
        .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.id, promotionId)))
        .limit(1);
      return row !== undefined;
    },

    async saveClosesAt(promotionId: number, closesAt: Date | null, at: Date): Promise<void> {
      await db
        .insert(activitySettings)
        .values({ promotionId, closesAt, updatedAt: at })
        .onConflictDoUpdate({ target: activitySettings.promotionId, set: { closesAt, updatedAt: at } });
    },

    /** The ids among `ids` that are this member's own uploads (the wallet owns the uploads table). */
    ownUploads: uploads.ownUploads,
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
