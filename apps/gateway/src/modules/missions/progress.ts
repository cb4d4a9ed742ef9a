import type { MissionPeriod } from '@platform/shared/api-contract';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteryBets } from '../../db/lottery-schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A member's lottery figures over a period: the metrics missions measure. Bets and wins count
 * draws, not bet rows (issue 19): a hedge such as BIG + SMALL or ODD + EVEN on one draw covers
 * every outcome and always "wins" one side, so ten hedged slips used to complete "10 bets" and
 * "win once" at no risk. Now all of a member's bets on one draw count as one bet, and the draw is
 * a win only when it paid out more than was staked on it.
 */
export interface LotteryFigures {
  /** Distinct draws bet on. */
  bets: number;
  /** Minor units staked. */
  turnover: number;
  /** Minor units paid out on won bets. */
  payout: number;
  /** Draws whose payout exceeded the stake placed on them. */
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
  // One row per draw first, then the window's totals over the draws.
  const perDraw = db
    .select({
      stake: sql<string>`sum(${lotteryBets.stake})`.as('stake'),
      payout: sql<string>`coalesce(sum(${lotteryBets.payout}) filter (where ${lotteryBets.status} = 'won'), 0)`.as('payout'),
    })
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.memberId, memberId),
        gte(lotteryBets.createdAt, window.start),
        window.end ? lt(lotteryBets.createdAt, window.end) : undefined,
        options.realOnly ? eq(lotteryBets.realm, 'real') : undefined,
      ),
    )
    .groupBy(lotteryBets.drawId)
    .as('per_draw');
  const [row] = await db
    .select({
      bets: count(),
      turnover: sql<string>`coalesce(sum(${perDraw.stake}), 0)`,
      payout: sql<string>`coalesce(sum(${perDraw.payout}), 0)`,
      wins: sql<string>`count(*) filter (where ${perDraw.payout} > ${perDraw.stake})`,
    })
    .from(perDraw);
  return {
    bets: Number(row?.bets ?? 0),
    turnover: Number(row?.turnover ?? 0),
    payout: Number(row?.payout ?? 0),
    wins: Number(row?.wins ?? 0),
  };
}
