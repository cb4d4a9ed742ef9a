import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { statementRelation } from '../ledger/reads';

/** Both drivers answer execute() with `{ rows }`; the shared Db type cannot say so. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Ledger transfer kinds that count as a bonus in the member centre (bonusDetails, the profit report). */
export const BONUS_KINDS = { REBATE: 'rebate', BONUS: 'bonus' } as const;
export type BonusKind = keyof typeof BONUS_KINDS;

export interface Range {
  from: Date;
  /** Exclusive. */
  to: Date;
}

export interface CategoryRow {
  category: string;
  bets: number;
  turnover: number;
  payout: number;
}

export interface BonusRow {
  id: string;
  kind: BonusKind;
  amount: number;
  balanceAfter: number;
  detail: string;
  createdAt: Date;
}

const num = (value: unknown): number => Number(value ?? 0);
const kindsOf = (kinds: readonly BonusKind[]) => sql.join(kinds.map((kind) => sql`${kind}`), sql`, `);

/**
 * The member-centre reports, read straight from the ledger (every real-money movement is there)
 * and the lottery's bet table (stakes still waiting for their draw). Play money never counts.
 */
export function createReportsRepository(db: Db) {
  return {
    /** Stakes, refunds and wins on the member's real accounts (main and vendor wallets), by game category. */
    async profitByCategory(memberId: number, range: Range): Promise<CategoryRow[]> {
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`select coalesce(e.metadata->>'category', 'OTHER') as category,
                   count(*) filter (where e.kind = 'BET') as bets,
                   coalesce(sum(-e.amount) filter (where e.kind in ('BET', 'BET_REFUND')), 0) as turnover,
                   coalesce(sum(e.amount) filter (where e.kind = 'WIN'), 0) as payout
              from ${statementRelation()} e
             where e.member_id = ${memberId} and e.realm = 'real'
               and e.kind in ('BET', 'WIN', 'BET_REFUND')
               and e.created_at >= ${range.from.toISOString()}::timestamptz
               and e.created_at < ${range.to.toISOString()}::timestamptz
             group by 1
             order by 1`,
      );
      return rows.map((row) => ({
        category: String(row['category']),
        bets: num(row['bets']),
        turnover: num(row['turnover']),
        payout: num(row['payout']),
      }));
    },

    async bonusTotal(memberId: number, range: Range): Promise<number> {
      const [row] = await rowsOf<{ total: unknown }>(
        db,
        sql`select coalesce(sum(e.amount), 0) as total
              from ${statementRelation()} e
             where e.member_id = ${memberId} and e.account_kind = 'MAIN' and e.realm = 'real'
               and e.kind in (${kindsOf(['REBATE', 'BONUS'])})
               and e.created_at >= ${range.from.toISOString()}::timestamptz
               and e.created_at < ${range.to.toISOString()}::timestamptz`,
      );
      return num(row?.total);
    },

    /** Real-money lottery stakes placed in the range whose draw has not settled them yet. */
    async pendingLotteryStake(memberId: number, range: Range): Promise<number> {
      const [row] = await rowsOf<{ total: unknown }>(
        db,
        sql`select coalesce(sum(stake), 0) as total from lottery_bets
             where member_id = ${memberId} and realm = 'real' and status = 'open'
               and created_at >= ${range.from.toISOString()}::timestamptz
               and created_at < ${range.to.toISOString()}::timestamptz`,
      );
      return num(row?.total);
    },

    /** One page of the main wallet's bonus entries, newest first, with the filter's count and sum. */
    async bonusPage(memberId: number, kinds: readonly BonusKind[], limit: number, offset: number) {
      const where = sql`e.member_id = ${memberId} and e.account_kind = 'MAIN' and e.realm = 'real' and e.kind in (${kindsOf(kinds)})`;
      const from = sql`from ${statementRelation()} e`;
      const [summary] = await rowsOf<{ total: unknown; amount: unknown }>(
        db,
        sql`select count(*) as total, coalesce(sum(e.amount), 0) as amount ${from} where ${where}`,
      );
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`select e.id, e.kind, e.amount, e.balance_after,
                   coalesce(e.metadata->>'periodKey', e.metadata->>'title', '') as detail, e.created_at
              ${from}
             where ${where}
             order by e.created_at desc, e.id desc
             limit ${limit} offset ${offset}`,
      );
      return {
        total: num(summary?.total),
        totalAmount: num(summary?.amount),
        rows: rows.map(
          (row): BonusRow => ({
            id: String(row['id']),
            kind: row['kind'] as BonusKind,
            amount: num(row['amount']),
            balanceAfter: num(row['balance_after']),
            detail: String(row['detail']),
            createdAt: new Date(row['created_at'] as string),
          }),
        ),
      };
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
