import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityApplications, activitySettings, type ActivityApplicationRow } from '../../db/member-schema';
import { promotions, type PromotionRow } from '../../db/schema';

export interface ActivityRow {
  promotion: PromotionRow;
  closesAt: Date | null;
  /** A red envelope's configured prize range (minor units); null is the default range. */
  redEnvelope: { min: number; max: number } | null;
  application: ActivityApplicationRow | null;
}

const activityColumns = {
  promotion: promotions,
  closesAt: activitySettings.closesAt,
  redEnvelopeMin: activitySettings.redEnvelopeMin,
  redEnvelopeMax: activitySettings.redEnvelopeMax,
  application: activityApplications,
};

function toActivityRow(row: { promotion: PromotionRow; closesAt: Date | null; redEnvelopeMin: number | null; redEnvelopeMax: number | null; application: ActivityApplicationRow | null }): ActivityRow {
  const redEnvelope = row.redEnvelopeMin !== null && row.redEnvelopeMax !== null ? { min: row.redEnvelopeMin, max: row.redEnvelopeMax } : null;
  return { promotion: row.promotion, closesAt: row.closesAt ?? null, redEnvelope, application: row.application };
}

/** The reward centre's rows: a merchant's promotions, their closing times and one member's applications. */
export function createRewardsRepository(db: Db) {
  return {
    async activities(merchantCode: string, language: string, memberId: number): Promise<ActivityRow[]> {
      const rows = await db
        .select(activityColumns)
        .from(promotions)
        .leftJoin(activitySettings, eq(activitySettings.promotionId, promotions.id))
        .leftJoin(activityApplications, and(eq(activityApplications.promotionId, promotions.id), eq(activityApplications.memberId, memberId)))
        .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.language, language)))
        .orderBy(desc(promotions.startDate), desc(promotions.id));
      return rows.map(toActivityRow);
    },

    async activity(merchantCode: string, promotionId: number, memberId: number): Promise<ActivityRow | undefined> {
      const [row] = await db
        .select(activityColumns)
        .from(promotions)
        .leftJoin(activitySettings, eq(activitySettings.promotionId, promotions.id))
        .leftJoin(activityApplications, and(eq(activityApplications.promotionId, promotions.id), eq(activityApplications.memberId, memberId)))
        .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.id, promotionId)))
        .limit(1);
      return row ? toActivityRow(row) : undefined;
    },

    /** Inserts the application once; a concurrent twin gets undefined and reads the first one. */
    async insertApplication(row: typeof activityApplications.$inferInsert, tx: Db = db): Promise<ActivityApplicationRow | undefined> {
      const [inserted] = await tx.insert(activityApplications).values(row).onConflictDoNothing().returning();
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

    /** Saves the closing time and, unless `redEnvelope` is undefined, the red envelope's range (null clears it). */
    async saveSettings(promotionId: number, closesAt: Date | null, redEnvelope: { min: number; max: number } | null | undefined, at: Date) {
      const range = redEnvelope === undefined ? {} : { redEnvelopeMin: redEnvelope?.min ?? null, redEnvelopeMax: redEnvelope?.max ?? null };
      const [row] = await db
        .insert(activitySettings)
        .values({ promotionId, closesAt, ...range, updatedAt: at })
        .onConflictDoUpdate({ target: activitySettings.promotionId, set: { closesAt, ...range, updatedAt: at } })
        .returning();
      return row!;
    },
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
