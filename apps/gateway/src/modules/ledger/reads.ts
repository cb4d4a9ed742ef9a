import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/wallet-schema';
import type { MemberAccountKind } from './repository';
import type { TransferKind } from './service';

/**
 * The read side of the ledger: the only code outside repository.ts that names the ledger tables.
 * Other modules read balances, entries and statements here, never from ledger_* directly, so the
 * ledger can change its storage without a search through every report.
 *
 * Two shapes: typed functions for the simple reads, and SQL relations (`statementRelation`,
 * `accountsRelation`) for reports that join the ledger to their own tables (a team, a history
 * union). PostgreSQL pulls these plain subqueries up into the outer query, so the plans are
 * those of the joins written out by hand.
 */

/**
 * Every entry with its account and its transfer: one statement line. Columns: id (entry),
 * transfer_id, account_id, amount, balance_after, member_id (null for a system account),
 * account_kind, owner, realm, currency, kind (the transfer's), merchant_code, metadata, created_at.
 * Use it as a FROM item: sql`from ${statementRelation()} s where s.member_id = ...`.
 */
export function statementRelation(): SQL {
  return sql`(select e.id, e.transfer_id, e.account_id, e.amount, e.balance_after,
                     a.member_id, a.kind as account_kind, a.owner, a.realm, a.currency,
                     t.kind, t.merchant_code, t.metadata, t.created_at
                from ledger_entries e
                join ledger_accounts a on a.id = e.account_id
                join ledger_transfers t on t.id = e.transfer_id)`;
}

/**
 * Every account with its balance. Columns: id, member_id (null for a system account), kind, owner,
 * realm, currency, balance. Use it as a FROM or JOIN item, e.g. a team's MAIN balances.
 */
export function accountsRelation(): SQL {
  return sql`(select id, member_id, kind, owner, realm, currency, balance from ledger_accounts)`;
}

/** Stakes less refunds (`wagered`) and winnings (`won`) of one realm since a moment, both >= 0. */
export interface StakesAndWins {
  wagered: number;
  won: number;
}

/**
 * A member's stakes and winnings of one realm in several windows at once, one scan of the ledger:
 * BET legs leave the member's accounts and BET_REFUND legs enter them (so a refunded stake is not
 * staked), WIN legs enter them. Each window holds the transfers created after its start (or at
 * it, when `inclusive`); the oldest start bounds the scan.
 */
async function stakesAndWinsSince<K extends string>(
  db: Db,
  member: { memberId: number; realm: 'real' | 'play' },
  starts: Record<K, Date>,
  inclusive: boolean,
): Promise<Record<K, StakesAndWins>> {
  const keys = Object.keys(starts) as K[];
  const after = (start: Date) => (inclusive ? sql`t.created_at >= ${start.toISOString()}` : sql`t.created_at > ${start.toISOString()}`);
  const oldest = keys.map((key) => starts[key]).reduce((a, b) => (a < b ? a : b));
  const sums = keys.flatMap((key, index) => [
    sql`coalesce(sum(-e.amount) filter (where t.kind in ('BET', 'BET_REFUND') and ${after(starts[key])}), 0) as ${sql.raw(`w${index}`)}`,
    sql`coalesce(sum(e.amount) filter (where t.kind = 'WIN' and ${after(starts[key])}), 0) as ${sql.raw(`v${index}`)}`,
  ]);
  const result = await db.execute(
    sql`select ${sql.join(sums, sql`, `)}
          from ledger_accounts a
          join ledger_entries e on e.account_id = a.id
          join ledger_transfers t on t.id = e.transfer_id
         where a.member_id = ${member.memberId} and a.realm = ${member.realm}
           and t.kind in ('BET', 'BET_REFUND', 'WIN') and ${after(oldest)}`,
  );
  const [row] = (result as unknown as { rows: Record<string, string | number>[] }).rows;
  return Object.fromEntries(keys.map((key, index) => [key, { wagered: Number(row?.[`w${index}`] ?? 0), won: Number(row?.[`v${index}`] ?? 0) }])) as Record<
    K,
    StakesAndWins
  >;
}

/** One merchant's real-money member movements of one transfer kind on one UTC day (yyyy-MM-dd). */
export interface MemberMoneyDay {
  day: string;
  kind: string;
  /** The absolute sum of the member legs. */
  amount: number;
  /** Distinct members with a leg. */
  members: number;
}

export const ledgerReads = {
  /** An account's balance now (inside a transaction: as that transaction sees it). */
  async balanceOf(db: Db, accountId: number): Promise<number> {
    const [row] = await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId)).limit(1);
    return Number(row?.balance ?? 0);
  },

  /** Every account of a member in one currency, balance by kind (MAIN, PLAY, HELD, VENDOR:x ...). */
  async balances(db: Db, memberId: number, currency: string): Promise<Map<string, number>> {
    const rows = await db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.currency, currency)));
    return new Map(rows.map((row) => [row.kind, row.balance]));
  },

  /** The id of a member's account, without opening it: undefined when it was never used. */
  async memberAccountId(db: Db, memberId: number, kind: MemberAccountKind, currency: string): Promise<number | undefined> {
    const [row] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, currency)))
      .limit(1);
    return row?.id;
  },

  /** Whether a transfer with this idempotency key was posted for the merchant. */
  async transferExists(db: Db, merchantCode: string, idempotencyKey: string): Promise<boolean> {
    const [row] = await db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.merchantCode, merchantCode), eq(ledgerTransfers.idempotencyKey, idempotencyKey)))
      .limit(1);
    return row !== undefined;
  },

  /** A member's entries on every account, newest first, optionally of one transfer kind; with their count. */
  async entriesPage(db: Db, filter: { memberId: number; kind?: string; limit: number; offset: number }) {
    const where = and(eq(ledgerAccounts.memberId, filter.memberId), filter.kind ? eq(ledgerTransfers.kind, filter.kind) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          transferId: ledgerTransfers.id,
          kind: ledgerTransfers.kind,
          wallet: ledgerAccounts.kind,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          createdAt: ledgerTransfers.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(where)
        .orderBy(desc(ledgerEntries.id))
        .limit(filter.limit)
        .offset(filter.offset),
      db
        .select({ n: count() })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  /** Lifetime real-money turnover: the bets taken from the member's MAIN account. */
  async betTurnover(db: Db, memberId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(-${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'MAIN'), eq(ledgerTransfers.kind, 'BET')));
    return Number(row?.n ?? 0);
  },

  /**
   * Real-money bet turnover of [start, end) per merchant, member, currency and game category
   * (the transfer's metadata.category, '' when absent). `skipMember` receives the member id column
   * and answers a condition that drops a member (e.g. one already paid for the period).
   */
  async turnoverByCategory(db: Db, range: { start: Date; end: Date; skipMember?: (memberId: SQL) => SQL }) {
    const category = sql<string>`coalesce(${ledgerTransfers.metadata}->>'category', '')`;
    const memberId = sql`${ledgerAccounts.memberId}`;
    const rows = await db
      .select({
        merchantCode: ledgerTransfers.merchantCode,
        memberId: ledgerAccounts.memberId,
        currency: ledgerAccounts.currency,
        category,
        turnover: sql<string>`sum(-${ledgerEntries.amount})`,
      })
      .from(ledgerTransfers)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(
        and(
          eq(ledgerTransfers.kind, 'BET'),
          eq(ledgerTransfers.realm, 'real'),
          sql`${ledgerTransfers.createdAt} >= ${range.start.toISOString()}::timestamptz`,
          sql`${ledgerTransfers.createdAt} < ${range.end.toISOString()}::timestamptz`,
          eq(ledgerAccounts.owner, 'member'),
          range.skipMember ? sql`not (${range.skipMember(memberId)})` : undefined,
        ),
      )
      .groupBy(ledgerTransfers.merchantCode, ledgerAccounts.memberId, ledgerAccounts.currency, category);
    return rows.map((row) => ({ ...row, memberId: row.memberId!, turnover: Number(row.turnover) }));
  },

  /**
   * A member's real-money stakes and winnings in rolling windows ending now, each window the
   * transfers strictly after its start (the responsible-gambling limits' day, week and month).
   */
  realStakesAndWinsInWindows<K extends string>(db: Db, memberId: number, starts: Record<K, Date>): Promise<Record<K, StakesAndWins>> {
    return stakesAndWinsSince(db, { memberId, realm: 'real' }, starts, false);
  },

  /** A member's stakes and winnings of one realm since a moment, that moment included (a session's start). */
  async stakesAndWinsSince(db: Db, memberId: number, realm: 'real' | 'play', since: Date): Promise<StakesAndWins> {
    return (await stakesAndWinsSince(db, { memberId, realm }, { since }, true)).since;
  },

  /**
   * One merchant's real-money member movements per UTC day and transfer kind in [start, end), for
   * the given kinds: the dashboard's deposits, withdrawals, bets and wins, and who moved money.
   */
  async memberMoneyByDay(db: Db, query: { merchantCode: string; kinds: readonly TransferKind[]; start: Date; end: Date }): Promise<MemberMoneyDay[]> {
    const result = await db.execute(
      sql`select to_char((t.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, t.kind,
                 abs(sum(e.amount)) as amount, count(distinct a.member_id) as members
            from ledger_transfers t
            join ledger_entries e on e.transfer_id = t.id
            join ledger_accounts a on a.id = e.account_id
           where t.merchant_code = ${query.merchantCode} and t.realm = 'real' and a.owner = 'member'
             and t.kind in (${sql.join(query.kinds.map((kind) => sql`${kind}`), sql`, `)})
             and t.created_at >= ${query.start} and t.created_at < ${query.end}
           group by 1, 2`,
    );
    const rows = (result as unknown as { rows: { day: string; kind: string; amount: string | number; members: string | number }[] }).rows;
    return rows.map((row) => ({ day: row.day, kind: row.kind, amount: Number(row.amount), members: Number(row.members) }));
  },
};

export type LedgerReads = typeof ledgerReads;
