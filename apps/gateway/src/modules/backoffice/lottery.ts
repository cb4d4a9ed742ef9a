import type { BackofficeDraw } from '@platform/shared/api-contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteryBets, lotteryDraws } from '../../db/lottery-schema';

/**
 * Lottery draws for staff (issue 22 §3 "Lottery"): the commitment, the result, how far settlement
 * has gone for this merchant's bets, and the seed once it may be revealed. Draws are shared by all
 * merchants; only the bet figures are per merchant.
 */

export interface DrawQuery {
  merchantCode: string;
  gameCode?: string | undefined;
  status?: 'open' | 'drawn' | 'cancelled' | undefined;
  periodId?: string | undefined;
  sort?: 'drawAt' | 'id' | undefined;
  dir?: 'asc' | 'desc' | undefined;
  page: number;
  pageSize: number;
}

export async function listDraws(db: Db, query: DrawQuery): Promise<{ rows: BackofficeDraw[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    query.gameCode ? eq(lotteryDraws.gameCode, query.gameCode) : undefined,
    query.status ? eq(lotteryDraws.status, query.status) : undefined,
    query.periodId ? eq(lotteryDraws.periodId, query.periodId) : undefined,
  ];
  const where = and(...conditions);
  const order = (query.dir ?? 'desc') === 'asc' ? asc : desc;
  const column = query.sort === 'id' ? lotteryDraws.id : lotteryDraws.drawAt;
  const [counted] = await db.select({ n: count() }).from(lotteryDraws).where(where);
  const total = counted?.n ?? 0;
  // OFFSET walks every skipped row: a page in the far half is read from the other end, reversed,
  // so the last page of 100,000 rows costs what the first one does.
  const offset = (query.page - 1) * query.pageSize;
  const fromEnd = offset > total / 2;
  const pageOrder = fromEnd ? (order === asc ? desc : asc) : order;
  const take = fromEnd ? Math.max(0, Math.min(query.pageSize, total - offset)) : query.pageSize;
  const fetched = take
    ? await db
        .select()
        .from(lotteryDraws)
        .where(where)
        .orderBy(pageOrder(column), pageOrder(lotteryDraws.id))
        .limit(take)
        .offset(fromEnd ? Math.max(0, total - offset - take) : offset)
    : [];
  const draws = fromEnd ? fetched.reverse() : fetched;
  // The bet figures of this page's draws only, grouped in the database (never the whole bet table).
  const ids = draws.map((draw) => draw.id);
  const figures = ids.length
    ? await db
        .select({
          drawId: lotteryBets.drawId,
          bets: sql<number>`count(*)::int`,
          openBets: sql<number>`(count(*) filter (where ${lotteryBets.status} = 'open'))::int`,
          stake: sql<number>`coalesce(sum(${lotteryBets.stake}), 0)::bigint`,
          payout: sql<number>`coalesce(sum(${lotteryBets.payout}), 0)::bigint`,
        })
        .from(lotteryBets)
        .where(and(eq(lotteryBets.merchantCode, query.merchantCode), inArray(lotteryBets.drawId, ids)))
        .groupBy(lotteryBets.drawId)
    : [];
  const byDraw = new Map(figures.map((row) => [Number(row.drawId), row]));
  const rows = draws.map((draw) => ({ draw, ...(byDraw.get(draw.id) ?? { bets: 0, openBets: 0, stake: 0, payout: 0 }) }));
  return {
    rows: rows.map(({ draw, ...sums }) => ({
      id: draw.id,
      gameCode: draw.gameCode,
      periodId: draw.periodId,
      opensAt: draw.opensAt.toISOString(),
      closesAt: draw.closesAt.toISOString(),
      drawAt: draw.drawAt.toISOString(),
      status: draw.status,
      commitment: draw.commitment,
      // The seed is the secret the commitment binds: revealed only once the draw is made, as players see it.
      seed: draw.status === 'drawn' ? draw.seed : null,
      outcome: draw.outcome ?? null,
      drawnAt: draw.drawnAt?.toISOString() ?? null,
      bets: Number(sums.bets ?? 0),
      openBets: Number(sums.openBets ?? 0),
      stake: Number(sums.stake ?? 0),
      payout: Number(sums.payout ?? 0),
    })),
    total,
  };
}
