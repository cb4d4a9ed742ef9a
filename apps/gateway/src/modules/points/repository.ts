import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  pointsAccounts,
  pointsEntries,
  pointsRedemptions,
  pointsRewards,
  pointsSettings,
  sponsors,
  type PointsAccountRow,
  type PointsEntryRow,
  type PointsRedemptionRow,
  type PointsRewardRow,
} from '../../db/points-schema';
import { DEFAULT_POINTS_RULE, type PointsRule } from './rules';

type Kind = PointsEntryRow['kind'];

/**
 * The SQL of the points ledger. The functions that move points take the caller's transaction and
 * lock the member's `points_accounts` row first, so movements of one member queue; the balance
 * only moves with a conditional UPDATE (`balance + delta >= 0`) backed by a CHECK.
 */
export function createPointsRepository(db: Db) {
  return {
    /** The pool itself, for reads outside a transaction. */
    executor: db,

    async rule(executor: Db, merchantCode: string): Promise<PointsRule> {
      const [row] = await executor.select().from(pointsSettings).where(eq(pointsSettings.merchantCode, merchantCode)).limit(1);
      return row ? { turnoverPerPoint: row.turnoverPerPoint, pointValue: row.pointValue, minConvertPoints: row.minConvertPoints } : { ...DEFAULT_POINTS_RULE };
    },

    async saveRule(merchantCode: string, rule: PointsRule, at: Date): Promise<void> {
      await db
        .insert(pointsSettings)
        .values({ merchantCode, ...rule, updatedAt: at })
        .onConflictDoUpdate({ target: pointsSettings.merchantCode, set: { ...rule, updatedAt: at } });
    },

    async account(memberId: number): Promise<PointsAccountRow | undefined> {
      const [row] = await db.select().from(pointsAccounts).where(eq(pointsAccounts.memberId, memberId)).limit(1);
      return row;
    },

    /** Creates the account if needed and locks it for the rest of the transaction. */
    async lockAccount(tx: Db, merchantCode: string, memberId: number, at: Date): Promise<PointsAccountRow> {
      await tx.insert(pointsAccounts).values({ memberId, merchantCode, updatedAt: at }).onConflictDoNothing();
      const [row] = await tx.select().from(pointsAccounts).where(eq(pointsAccounts.memberId, memberId)).for('update');
      return row!;
    },

    /**
     * Appends one entry under its key and moves the balance by `points` (and earned/turnover for an
     * earn). Call it holding the account lock, after checking the key with entryByKey. Answers the
     * new balance, or 'insufficient' (nothing written) when the balance would go below zero.
     */
    async move(
      tx: Db,
      entry: { merchantCode: string; memberId: number; kind: Kind; points: number; idempotencyKey: string; turnover?: number; metadata?: Record<string, unknown>; at: Date },
    ): Promise<number | 'insufficient'> {
      const [moved] = await tx
        .update(pointsAccounts)
        .set({
          balance: sql`${pointsAccounts.balance} + ${entry.points}`,
          ...(entry.kind === 'earn' ? { earned: sql`${pointsAccounts.earned} + ${entry.points}`, turnover: sql`${pointsAccounts.turnover} + ${entry.turnover ?? 0}` } : {}),
          updatedAt: entry.at,
        })
        .where(and(eq(pointsAccounts.memberId, entry.memberId), sql`${pointsAccounts.balance} + ${entry.points} >= 0`))
        .returning({ balance: pointsAccounts.balance });
      if (!moved) return 'insufficient';
      const [inserted] = await tx
        .insert(pointsEntries)
        .values({
          merchantCode: entry.merchantCode,
          memberId: entry.memberId,
          kind: entry.kind,
          points: entry.points,
          balanceAfter: moved.balance,
          idempotencyKey: entry.idempotencyKey,
          metadata: entry.metadata ?? {},
          createdAt: entry.at,
        })
        .onConflictDoNothing()
        .returning({ id: pointsEntries.id });
      // Callers look the key up under the account lock, so a used key here is a bug: roll back.
      if (!inserted) throw new Error(`points entry key ${entry.idempotencyKey} already used`);
      return moved.balance;
    },

    /**
     * The turnover hook's three statements (it runs once per settled bet, so it is kept short):
     * lock-or-create the account and read the merchant's rule in one upsert, append the entry under
     * its key (a counted bet conflicts and moves nothing), then move the balance and the turnover.
     * Answers the points earned, or null for a bet counted before.
     */
    async earn(
      tx: Db,
      bet: { merchantCode: string; memberId: number; idempotencyKey: string; turnover: number; metadata: Record<string, unknown>; at: Date },
      pointsFor: (countedBefore: number, turnoverPerPoint: number) => number,
    ): Promise<number | null> {
      const locked = (await tx.execute(sql`
        insert into points_accounts (member_id, merchant_code, updated_at) values (${bet.memberId}, ${bet.merchantCode}, ${bet.at.toISOString()}::timestamptz)
        on conflict (member_id) do update set updated_at = points_accounts.updated_at
        returning balance, turnover,
          (select turnover_per_point from points_settings where merchant_code = ${bet.merchantCode}) as turnover_per_point`)) as unknown as {
        rows: { balance: string | number; turnover: string | number; turnover_per_point: number | null }[];
      };
      const account = locked.rows[0]!;
      const points = pointsFor(Number(account.turnover), account.turnover_per_point ?? DEFAULT_POINTS_RULE.turnoverPerPoint);
      const [inserted] = await tx
        .insert(pointsEntries)
        .values({
          merchantCode: bet.merchantCode,
          memberId: bet.memberId,
          kind: 'earn',
          points,
          balanceAfter: Number(account.balance) + points,
          idempotencyKey: bet.idempotencyKey,
          metadata: bet.metadata,
          createdAt: bet.at,
        })
        .onConflictDoNothing()
        .returning({ id: pointsEntries.id });
      // null: this bet was counted before (the wagering requirement must not count it again either).
      if (!inserted) return null;
      await tx
        .update(pointsAccounts)
        .set({
          balance: sql`${pointsAccounts.balance} + ${points}`,
          earned: sql`${pointsAccounts.earned} + ${points}`,
          turnover: sql`${pointsAccounts.turnover} + ${bet.turnover}`,
          updatedAt: bet.at,
        })
        .where(eq(pointsAccounts.memberId, bet.memberId));
      return points;
    },

    async entryByKey(executor: Db, memberId: number, idempotencyKey: string): Promise<PointsEntryRow | undefined> {
      const [row] = await executor
        .select()
        .from(pointsEntries)
        .where(and(eq(pointsEntries.memberId, memberId), eq(pointsEntries.idempotencyKey, idempotencyKey)))
        .limit(1);
      return row;
    },

    /** The ledger rows a member sees: earn rows of 0 points only record turnover and are left out. */
    async entries(memberId: number, offset: number, limit: number): Promise<{ rows: PointsEntryRow[]; total: number }> {
      const where = and(eq(pointsEntries.memberId, memberId), ne(pointsEntries.points, 0));
      const [rows, [total]] = await Promise.all([
        db.select().from(pointsEntries).where(where).orderBy(desc(pointsEntries.id)).offset(offset).limit(limit),
        db.select({ n: count() }).from(pointsEntries).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async rewards(merchantCode: string): Promise<PointsRewardRow[]> {
      return db
        .select()
        .from(pointsRewards)
        .where(and(eq(pointsRewards.merchantCode, merchantCode), eq(pointsRewards.active, true)))
        .orderBy(asc(pointsRewards.sort), asc(pointsRewards.id));
    },

    async reward(merchantCode: string, id: number): Promise<PointsRewardRow | undefined> {
      const [row] = await db
        .select()
        .from(pointsRewards)
        .where(and(eq(pointsRewards.merchantCode, merchantCode), eq(pointsRewards.id, id)))
        .limit(1);
      return row;
    },

    /** Creates the merchant's reward `code`, or replaces its fields when it exists, in one statement (a concurrent twin cannot make two). */
    async saveReward(row: Omit<typeof pointsRewards.$inferInsert, 'id'>): Promise<PointsRewardRow> {
      const { merchantCode: _merchant, code: _code, ...fields } = row;
      const [saved] = await db
        .insert(pointsRewards)
        .values(row)
        .onConflictDoUpdate({ target: [pointsRewards.merchantCode, pointsRewards.code], set: fields })
        .returning();
      return saved!;
    },

    /** Inserts the redeem once per member and key; a twin (even a concurrent one) gets undefined. */
    async insertRedemption(tx: Db, row: typeof pointsRedemptions.$inferInsert): Promise<PointsRedemptionRow | undefined> {
      const [inserted] = await tx.insert(pointsRedemptions).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async redemptionByKey(executor: Db, memberId: number, idempotencyKey: string): Promise<PointsRedemptionRow | undefined> {
      const [row] = await executor
        .select()
        .from(pointsRedemptions)
        .where(and(eq(pointsRedemptions.memberId, memberId), eq(pointsRedemptions.idempotencyKey, idempotencyKey)))
        .limit(1);
      return row;
    },

    async redemption(executor: Db, merchantCode: string, id: number): Promise<PointsRedemptionRow | undefined> {
      const [row] = await executor
        .select()
        .from(pointsRedemptions)
        .where(and(eq(pointsRedemptions.merchantCode, merchantCode), eq(pointsRedemptions.id, id)))
        .limit(1);
      return row;
    },

    /** Decides a redeem only if it is still in process: of two concurrent decisions one wins. */
    async decide(tx: Db, id: number, status: 'approved' | 'rejected', remark: string | undefined, at: Date): Promise<PointsRedemptionRow | undefined> {
      const [row] = await tx
        .update(pointsRedemptions)
        .set({ status, decidedAt: at, ...(remark !== undefined ? { remark } : {}) })
        .where(and(eq(pointsRedemptions.id, id), eq(pointsRedemptions.status, 'in_process')))
        .returning();
      return row;
    },

    async setTransfer(tx: Db, id: number, transferId: number): Promise<void> {
      await tx.update(pointsRedemptions).set({ transferId }).where(eq(pointsRedemptions.id, id));
    },

    async redemptions(memberId: number, offset: number, limit: number): Promise<{ rows: PointsRedemptionRow[]; total: number }> {
      const where = eq(pointsRedemptions.memberId, memberId);
      const [rows, [total]] = await Promise.all([
        db.select().from(pointsRedemptions).where(where).orderBy(desc(pointsRedemptions.id)).offset(offset).limit(limit),
        db.select({ n: count() }).from(pointsRedemptions).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async sponsors(merchantCode: string) {
      return db
        .select()
        .from(sponsors)
        .where(and(eq(sponsors.merchantCode, merchantCode), eq(sponsors.active, true)))
        .orderBy(asc(sponsors.sort), asc(sponsors.id));
    },

    /** Demo data: inserts the rows whose (merchant, code) is new; answers how many. */
    async seed(rewards: (typeof pointsRewards.$inferInsert)[], sponsorRows: (typeof sponsors.$inferInsert)[]): Promise<number> {
      let added = 0;
      if (rewards.length > 0) added += (await db.insert(pointsRewards).values(rewards).onConflictDoNothing().returning({ id: pointsRewards.id })).length;
      if (sponsorRows.length > 0) added += (await db.insert(sponsors).values(sponsorRows).onConflictDoNothing().returning({ id: sponsors.id })).length;
      return added;
    },
  };
}

export type PointsRepository = ReturnType<typeof createPointsRepository>;
