import type { DrawOutcome, LotteryGame } from '@platform/shared/api-contract';
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  lotteryBets,
  lotteryDraws,
  lotterySettlements,
  type LotteryBetRow,
  type LotteryDrawRow,
} from '../../db/lottery-schema';
import { members, vendors } from '../../db/schema';

/**
 * The lottery's SQL: draws, bets and settlements (and the LOTT vendors its launch reads). Every
 * function takes the database or the caller's transaction first, so a bet row and its ledger
 * transfer commit together. Money is not here: balances and postings go through the ledger.
 */

type NewDraw = typeof lotteryDraws.$inferInsert;
type NewBet = typeof lotteryBets.$inferInsert;

/** Draws that are over: their bets can be settled, their seed is public. */
const PUBLISHED = ['drawn', 'cancelled'] as const;

export interface MyBetsFilter {
  memberId: number;
  gameCode?: LotteryGame;
  status?: LotteryBetRow['status'];
  pageNo: number;
  pageSize: number;
}

export const lotteryRepository = {
  // ------------------------------------------------------------------ draws

  /** Inserts the period's row unless it exists (the period id is unique); undefined when it did. */
  async insertDraw(db: Db, values: NewDraw): Promise<LotteryDrawRow | undefined> {
    const [inserted] = await db
      .insert(lotteryDraws)
      .values(values)
      .onConflictDoNothing({ target: lotteryDraws.periodId })
      .returning();
    return inserted;
  },

  async drawOfPeriod(db: Db, periodId: string): Promise<LotteryDrawRow | undefined> {
    const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.periodId, periodId));
    return row;
  },

  async drawById(db: Db, drawId: number): Promise<LotteryDrawRow | undefined> {
    const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
    return row;
  },

  /** The draw held FOR SHARE: it cannot be drawn or cancelled before the caller's transaction ends. */
  async drawForShare(db: Db, drawId: number): Promise<LotteryDrawRow | undefined> {
    const [row] = await db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.id, drawId))
      .for('share');
    return row;
  },

  /** The newest drawn or cancelled periods of one game, or of every game. */
  async lastPublished(db: Db, game: LotteryGame | undefined, limit: number): Promise<LotteryDrawRow[]> {
    return db
      .select()
      .from(lotteryDraws)
      .where(
        and(game ? eq(lotteryDraws.gameCode, game) : sql`true`, inArray(lotteryDraws.status, PUBLISHED)),
      )
      .orderBy(desc(lotteryDraws.drawAt), asc(lotteryDraws.gameCode))
      .limit(limit);
  },

  /** Open periods whose draw time has come, oldest first. */
  async dueDraws(db: Db, at: Date, limit: number): Promise<LotteryDrawRow[]> {
    return db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.drawAt, at)))
      .orderBy(asc(lotteryDraws.drawAt))
      .limit(limit);
  },

  /** Moves the draw to `drawn` only while it is still open: racing instances write it once. */
  async markDrawn(db: Db, drawId: number, outcome: DrawOutcome, at: Date): Promise<LotteryDrawRow | undefined> {
    const [updated] = await db
      .update(lotteryDraws)
      .set({ status: 'drawn', outcome, drawnAt: at })
      .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.status, 'open')))
      .returning();
    return updated;
  },

  /** Cancels the period if it is still open; undefined when it is unknown or already over. */
  async cancelOpenDraw(db: Db, periodId: string): Promise<LotteryDrawRow | undefined> {
    const [row] = await db
      .update(lotteryDraws)
      .set({ status: 'cancelled' })
      .where(and(eq(lotteryDraws.periodId, periodId), eq(lotteryDraws.status, 'open')))
      .returning();
    return row;
  },

  // ------------------------------------------------------------------ settlement

  /** Open bets of drawn or cancelled periods, lowest id first. */
  async settleCandidates(db: Db, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: lotteryBets.id })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .where(and(eq(lotteryBets.status, 'open'), inArray(lotteryDraws.status, PUBLISHED)))
      .orderBy(asc(lotteryBets.id))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  /** The bet, claimed FOR UPDATE SKIP LOCKED while still open; undefined when settled or claimed elsewhere. */
  async claimOpenBet(db: Db, betId: number): Promise<LotteryBetRow | undefined> {
    const [bet] = await db
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.id, betId), eq(lotteryBets.status, 'open')))
      .for('update', { skipLocked: true });
    return bet;
  },

  /** The settlement row (unique per draw and bet); undefined when the bet was settled already. */
  async insertSettlement(
    db: Db,
    values: typeof lotterySettlements.$inferInsert,
  ): Promise<number | undefined> {
    const [row] = await db
      .insert(lotterySettlements)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: lotterySettlements.id });
    return row?.id;
  },

  async linkSettlementTransfer(db: Db, settlementId: number, transferId: number): Promise<void> {
    await db.update(lotterySettlements).set({ transferId }).where(eq(lotterySettlements.id, settlementId));
  },

  async markBetSettled(
    db: Db,
    betId: number,
    result: { status: LotteryBetRow['status']; payout: number; settledAt: Date },
  ): Promise<void> {
    await db.update(lotteryBets).set(result).where(eq(lotteryBets.id, betId));
  },

  // ------------------------------------------------------------------ bets

  /** The bets of one slip (member and idempotency key), in slip order. */
  async slipBets(db: Db, memberId: number, idempotencyKey: string): Promise<LotteryBetRow[]> {
    return db
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.idempotencyKey, idempotencyKey)))
      .orderBy(asc(lotteryBets.slipIndex));
  },

  async slipExists(db: Db, memberId: number, idempotencyKey: string): Promise<boolean> {
    const rows = await db
      .select({ id: lotteryBets.id })
      .from(lotteryBets)
      .where(and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.idempotencyKey, idempotencyKey)))
      .limit(1);
    return rows.length > 0;
  },

  /** Inserts a slip's bets; a bet whose (member, key, slip index) exists is skipped, not returned. */
  async insertBets(db: Db, values: NewBet[]): Promise<LotteryBetRow[]> {
    return db.insert(lotteryBets).values(values).onConflictDoNothing().returning();
  },

  /** One page of a member's bets, newest first, and how many match. */
  async memberBets(db: Db, filter: MyBetsFilter): Promise<{ rows: LotteryBetRow[]; total: number }> {
    const where = and(
      eq(lotteryBets.memberId, filter.memberId),
      filter.gameCode ? eq(lotteryBets.gameCode, filter.gameCode) : sql`true`,
      filter.status ? eq(lotteryBets.status, filter.status) : sql`true`,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(lotteryBets)
        .where(where)
        .orderBy(desc(lotteryBets.createdAt), desc(lotteryBets.id))
        .limit(filter.pageSize)
        .offset((filter.pageNo - 1) * filter.pageSize),
      db.select({ n: count() }).from(lotteryBets).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  /** The merchant's ten biggest real-money winners since `since` (summed payouts of won bets). */
  async topWinners(db: Db, merchantCode: string, since: Date, game: LotteryGame | undefined) {
    const total = sql<string>`sum(${lotteryBets.payout})`;
    return db
      .select({ account: members.account, payout: total, wins: count() })
      .from(lotteryBets)
      .innerJoin(members, eq(members.id, lotteryBets.memberId))
      .where(
        and(
          eq(lotteryBets.merchantCode, merchantCode),
          eq(lotteryBets.status, 'won'),
          eq(lotteryBets.realm, 'real'),
          gte(lotteryBets.settledAt, since),
          game ? eq(lotteryBets.gameCode, game) : sql`true`,
        ),
      )
      .groupBy(members.account)
      .orderBy(desc(total), asc(members.account))
      .limit(10);
  },

  /** The vendors of the lottery category (the launch's prize mode depends on them). */
  async lotteryVendors(db: Db): Promise<{ vassalage: string }[]> {
    return db.select({ vassalage: vendors.vassalage }).from(vendors).where(eq(vendors.gameType, 'LOTT'));
  },
};
