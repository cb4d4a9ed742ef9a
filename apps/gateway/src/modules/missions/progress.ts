import type { MissionPeriod } from '@platform/shared/api-contract';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteryBets } from '../../db/lottery-schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A member's lottery figures over a period: the metrics missions measure. */
export interface LotteryFigures {
  bets: number;
  /** Minor units staked. */
  turnover: number;
  /** Minor units paid out on won bets. */
  payout: number;
  wins: number;
}

/** A mission period: its first instant (UTC), the next period's, and its key (the first day, YYYY-MM-DD). */
export interface PeriodWindow {
  start: Date;
  end: Date;
  key: string;
}

/** The current UTC day, or the UTC week starting on Monday (ISO weeks), that contains `at`. */
export function periodWindow(period: MissionPeriod, at: Date): PeriodWindow {
  const day = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  // getUTCDay: Sunday 0 … Saturday 6; days since Monday is (d + 6) % 7.
  const start = period === 'daily' ? day : day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  const length = period === 'daily' ? DAY_MS : 7 * DAY_MS;
  return { start: new Date(start), end: new Date(start + length), key: new Date(start).toISOString().slice(0, 10) };
}

/**
 * The member's lottery bets placed in [since, until): count, stake, won payouts and wins. With
 * `realOnly`, play-money bets (trial accounts) are left out, since mission rewards are real money.
 */
export async function lotteryFigures(
  db: Db,
  memberId: number,
  window: { start: Date; end?: Date },
  options: { realOnly?: boolean } = {},
): Promise<LotteryFigures> {
  const [row] = await db
    .select({
      bets: count(),
      turnover: sql<string>`coalesce(sum(${lotteryBets.stake}), 0)`,
      payout: sql<string>`coalesce(sum(${lotteryBets.payout}) filter (where ${lotteryBets.status} = 'won'), 0)`,
      wins: sql<string>`count(*) filter (where ${lotteryBets.status} = 'won')`,
    })
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.memberId, memberId),
        gte(lotteryBets.createdAt, window.start),
        window.end ? lt(lotteryBets.createdAt, window.end) : undefined,
        options.realOnly ? eq(lotteryBets.realm, 'real') : undefined,
      ),
    );
  return {
    bets: Number(row?.bets ?? 0),
    turnover: Number(row?.turnover ?? 0),
    payout: Number(row?.payout ?? 0),
    wins: Number(row?.wins ?? 0),
  };
}
