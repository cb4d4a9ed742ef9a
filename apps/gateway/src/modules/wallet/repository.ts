import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, vendors } from '../../db/schema';
import {
  deposits,
  depositChannels,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  rebates,
  walletSettings,
  walletUploads,
  withdrawPasswords,
  withdrawals,
  type DepositChannel,
} from '../../db/wallet-schema';

/** Both drivers answer execute() with `{ rows }`; the shared Db type cannot say so. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface HistoryFilter {
  memberId: number;
  /** The MAIN (or, for a trial account, PLAY) account; null when it does not exist yet. */
  accountId: number | null;
  type: string | null;
  from: Date | null;
  to: Date | null;
  limit: number;
  offset: number;
}

export interface HistoryRow {
  id: string;
  type: string;
  amount: string | number;
  balance_after: string | number | null;
  status: string;
  created_at: string | Date;
}

/**
 * The transaction history is one union: deposits (with their status, pending ones included),
 * withdrawals (the hold's balance), and every other entry on the member's main account.
 */
function historyUnion(filter: HistoryFilter): SQL {
  const account = filter.accountId ?? -1;
  return sql`
    select 'D' || d.id as id, 'deposit' as type, d.amount as amount, e.balance_after as balance_after,
           d.status as status, d.created_at as created_at, 1 as src, d.id as sid
      from deposits d
      left join ledger_entries e on e.transfer_id = d.transfer_id and e.account_id = ${account}
     where d.member_id = ${filter.memberId}
    union all
    select 'W' || w.id, 'withdraw', -w.amount, e.balance_after, w.status, w.created_at, 2, w.id
      from withdrawals w
      left join ledger_entries e on e.transfer_id = w.hold_transfer_id and e.account_id = ${account}
     where w.member_id = ${filter.memberId}
    union all
    select 'E' || e.id,
           case t.kind
             when 'TRANSFER' then 'transfer' when 'BET' then 'bet' when 'WIN' then 'win'
             when 'REBATE' then 'rebate' when 'WITHDRAW_RELEASE' then 'withdraw_refund'
             when 'WITHDRAW_REFUND' then 'withdraw_refund' else 'credit' end,
           e.amount, e.balance_after, 'completed', t.created_at, 3, e.id
      from ledger_entries e
      join ledger_transfers t on t.id = e.transfer_id
     where e.account_id = ${account} and t.kind not in ('DEPOSIT', 'WITHDRAW_HOLD')`;
}

function historyWhere(filter: HistoryFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.type) parts.push(sql`h.type = ${filter.type}`);
  if (filter.from) parts.push(sql`h.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`h.created_at <= ${filter.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

export function createWalletRepository(db: Db) {
  return {
    async settings(merchantCode: string) {
      const [row] = await db.select().from(walletSettings).where(eq(walletSettings.merchantCode, merchantCode)).limit(1);
      return row ?? { merchantCode, singleWallet: false, currency: 'BRL', currencySymbol: 'R$', wageringMultiplier: 1, rebateWagering: false, referralReward: 0 };
    },

    async saveSettings(
      merchantCode: string,
      patch: { singleWallet?: boolean; currency?: string; currencySymbol?: string; wageringMultiplier?: number; rebateWagering?: boolean; referralReward?: number },
    ) {
      await db
        .insert(walletSettings)
        .values({ merchantCode, ...patch })
        .onConflictDoUpdate({ target: walletSettings.merchantCode, set: { ...patch, updatedAt: sql`now()` } });
    },

    /** Distinct vendor codes of the catalogue, in catalogue order. */
    async vendorCodes(): Promise<{ vassalage: string; name: string }[]> {
      const rows = await db
        .select({ vassalage: vendors.vassalage, name: sql<string>`min(${vendors.displayName})`, sort: sql<number>`min(${vendors.sort})` })
        .from(vendors)
        .groupBy(vendors.vassalage)
        .orderBy(sql`min(${vendors.sort})`, asc(vendors.vassalage));
      return rows.map((row) => ({ vassalage: row.vassalage, name: row.name }));
    },

    /** Every account of a member, by kind. */
    async memberBalances(memberId: number, currency: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.currency, currency)));
      return new Map(rows.map((row) => [row.kind, row.balance]));
    },

    channels: (merchantCode: string): Promise<DepositChannel[]> =>
      db
        .select()
        .from(depositChannels)
        .where(and(eq(depositChannels.merchantCode, merchantCode), eq(depositChannels.enabled, true)))
        .orderBy(asc(depositChannels.sort), asc(depositChannels.code)),

    async channel(merchantCode: string, code: string): Promise<DepositChannel | undefined> {
      const [row] = await db
        .select()
        .from(depositChannels)
        .where(and(eq(depositChannels.merchantCode, merchantCode), eq(depositChannels.code, code), eq(depositChannels.enabled, true)))
        .limit(1);
      return row;
    },

    async seedChannels(rows: (typeof depositChannels.$inferInsert)[]): Promise<number> {
      if (rows.length === 0) return 0;
      return (await db.insert(depositChannels).values(rows).onConflictDoNothing().returning({ code: depositChannels.code })).length;
    },

    async insertUpload(row: typeof walletUploads.$inferInsert): Promise<void> {
      await db.insert(walletUploads).values(row);
    },

    /** The ids among `ids` that are uploads of this member. */
    async ownUploads(memberId: number, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: walletUploads.id })
        .from(walletUploads)
        .where(and(eq(walletUploads.memberId, memberId), inArray(walletUploads.id, [...ids])));
      return rows.map((row) => row.id);
    },

    async upload(id: string) {
      const [row] = await db.select().from(walletUploads).where(eq(walletUploads.id, id)).limit(1);
      return row;
    },

    async withdrawPasswordHash(memberId: number): Promise<string | undefined> {
      const [row] = await db.select().from(withdrawPasswords).where(eq(withdrawPasswords.memberId, memberId)).limit(1);
      return row?.passwordHash;
    },

    async saveWithdrawPassword(memberId: number, passwordHash: string, at: Date): Promise<void> {
      await db
        .insert(withdrawPasswords)
        .values({ memberId, passwordHash, updatedAt: at })
        .onConflictDoUpdate({ target: withdrawPasswords.memberId, set: { passwordHash, updatedAt: at } });
    },

    async deposit(id: number) {
      const [row] = await db.select().from(deposits).where(eq(deposits.id, id)).limit(1);
      return row;
    },

    async depositByRef(ref: string) {
      const [row] = await db.select().from(deposits).where(eq(deposits.gatewayRef, ref)).limit(1);
      return row;
    },

    async withdrawal(id: number) {
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
      return row;
    },

    async memberWithdrawals(memberId: number, limit: number, offset: number) {
      const [total] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.memberId, memberId));
      const rows = await db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.memberId, memberId))
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
        .limit(limit)
        .offset(offset);
      return { total: Number(total?.n ?? 0), rows };
    },

    async operatorDeposits(merchantCode: string, status: string | undefined) {
      return db
        .select({ deposit: deposits, account: members.account })
        .from(deposits)
        .innerJoin(members, eq(members.id, deposits.memberId))
        .where(and(eq(deposits.merchantCode, merchantCode), status ? eq(deposits.status, status as 'pending') : undefined))
        .orderBy(desc(deposits.id))
        .limit(200);
    },

    async operatorWithdrawals(merchantCode: string, status: string | undefined) {
      return db
        .select({ withdrawal: withdrawals, account: members.account })
        .from(withdrawals)
        .innerJoin(members, eq(members.id, withdrawals.memberId))
        .where(and(eq(withdrawals.merchantCode, merchantCode), status ? eq(withdrawals.status, status as 'paid') : undefined))
        .orderBy(desc(withdrawals.id))
        .limit(200);
    },

    async accountOf(memberId: number) {
      const [row] = await db.select({ account: members.account }).from(members).where(eq(members.id, memberId)).limit(1);
      return row?.account ?? '';
    },

    async history(filter: HistoryFilter): Promise<{ total: number; rows: HistoryRow[] }> {
      const union = historyUnion(filter);
      const where = historyWhere(filter);
      const [total] = await rowsOf<{ n: number | string }>(db, sql`select count(*)::int as n from (${union}) h where ${where}`);
      const rows = await rowsOf<HistoryRow>(
        db,
        sql`select h.id, h.type, h.amount, h.balance_after, h.status, h.created_at from (${union}) h
            where ${where} order by h.created_at desc, h.src desc, h.sid desc limit ${filter.limit} offset ${filter.offset}`,
      );
      return { total: Number(total?.n ?? 0), rows };
    },

    /** Lifetime real-money turnover: the bets taken from the member's main account. */
    async turnover(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<string>`coalesce(sum(-${ledgerEntries.amount}), 0)` })
        .from(ledgerEntries)
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'MAIN'), eq(ledgerTransfers.kind, 'BET')));
      return Number(row?.n ?? 0);
    },

    /**
     * Turnover per member and category of a period, for members without a rebate for it yet.
     * Only real money counts: play-money bets are in the play realm.
     */
    async periodTurnover(periodKey: string, start: Date, end: Date) {
      const category = sql<string>`coalesce(${ledgerTransfers.metadata}->>'category', '')`;
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
            sql`${ledgerTransfers.createdAt} >= ${start.toISOString()}::timestamptz`,
            sql`${ledgerTransfers.createdAt} < ${end.toISOString()}::timestamptz`,
            eq(ledgerAccounts.owner, 'member'),
            sql`not exists (select 1 from ${rebates} r where r.member_id = ${ledgerAccounts.memberId} and r.period_key = ${periodKey})`,
          ),
        )
        .groupBy(ledgerTransfers.merchantCode, ledgerAccounts.memberId, ledgerAccounts.currency, category);
      return rows.map((row) => ({ ...row, memberId: row.memberId!, turnover: Number(row.turnover) }));
    },

    /** Paid withdrawals past their deadline, for the report of what the job would take next. */
    async dueWithdrawals(at: Date) {
      return db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.status, 'paid'), lte(withdrawals.confirmDeadline, at)));
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
