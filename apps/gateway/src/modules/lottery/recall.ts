import type { DrawOutcome, RecallRound } from '@platform/shared/api-contract';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteryBets, lotteryDraws, type LotteryBetRow } from '../../db/lottery-schema';
import { verifyPageUrl } from './views';

/**
 * Read-only lottery queries for game recall and the betting record export (issue 11). They only
 * read lottery_bets and lottery_draws; placing and settling stay in service.ts.
 */

export interface LotteryBetWithDraw {
  bet: LotteryBetRow;
  drawStatus: string;
  outcome: DrawOutcome | null;
}

/** A draw outcome as one flat list: the numbers (and the special ball), or each prize tier as "TIER: n n". */
export function outcomeList(outcome: DrawOutcome | null): (string | number)[] | null {
  if (!outcome) return null;
  if (outcome.tiers) return outcome.tiers.map((tier) => `${tier.tier}: ${tier.numbers.join(' ')}`);
  const list: (string | number)[] = [...outcome.numbers];
  if (outcome.special !== undefined) list.push(outcome.special);
  return list;
}

export function recallOfLotteryBet(row: LotteryBetWithDraw): RecallRound {
  const { bet } = row;
  return {
    source: 'lottery',
    ref: String(bet.id),
    gameCode: bet.gameCode,
    stake: bet.stake,
    win: bet.payout,
    pick: bet.selection ? `${bet.betType} ${bet.selection}` : bet.betType,
    outcome: outcomeList(row.outcome),
    status: bet.status,
    realm: bet.realm,
    createdAt: bet.createdAt.toISOString(),
    verifyUrl: verifyPageUrl(bet.periodId),
    verifiable: row.drawStatus === 'drawn',
  };
}

const columns = { bet: lotteryBets, drawStatus: lotteryDraws.status, outcome: lotteryDraws.outcome };

export function createLotteryRecall(db: Db) {
  return {
    /** The member's last `perGame` bets of each lottery game, with their draw; newest first within a game. */
    async lastBetsPerGame(memberId: number, perGame: number): Promise<LotteryBetWithDraw[]> {
      const ranked = db
        .select({
          id: lotteryBets.id,
          rank: sql<number>`row_number() over (partition by ${lotteryBets.gameCode} order by ${lotteryBets.createdAt} desc, ${lotteryBets.id} desc)`.as('rank'),
        })
        .from(lotteryBets)
        .where(eq(lotteryBets.memberId, memberId))
        .as('ranked');
      return db
        .select(columns)
        .from(ranked)
        .innerJoin(lotteryBets, eq(lotteryBets.id, ranked.id))
        .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
        .where(lte(ranked.rank, perGame))
        .orderBy(asc(lotteryBets.gameCode), desc(lotteryBets.createdAt), desc(lotteryBets.id));
    },

    /** The member's bets of [from, to], newest first, at most `limit`. */
    async betsBetween(memberId: number, from: Date, to: Date, limit: number): Promise<LotteryBetWithDraw[]> {
      return db
        .select(columns)
        .from(lotteryBets)
        .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
        .where(and(eq(lotteryBets.memberId, memberId), gte(lotteryBets.createdAt, from), lte(lotteryBets.createdAt, to)))
        .orderBy(desc(lotteryBets.createdAt), desc(lotteryBets.id))
        .limit(limit);
    },
  };
}

export type LotteryRecall = ReturnType<typeof createLotteryRecall>;
