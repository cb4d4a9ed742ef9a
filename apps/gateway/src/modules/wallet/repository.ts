import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, vendors } from '../../db/schema';
import {
  deposits,
  depositChannels,
  rebates,
  walletSettings,
  walletUploads,
  withdrawPasswords,
  withdrawals,
  type Deposit,
  type DepositChannel,
  type Withdrawal,
} from '../../db/wallet-schema';
import { ledgerReads, statementRelation } from '../ledger/reads';

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
      left join ${statementRelation()} e on e.transfer_id = d.transfer_id and e.account_id = ${account}
     where d.member_id = ${filter.memberId}
    union all
    select 'W' || w.id, 'withdraw', -w.amount, e.balance_after, w.status, w.created_at, 2, w.id
      from withdrawals w
      left join ${statementRelation()} e on e.transfer_id = w.hold_transfer_id and e.account_id = ${account}
     where w.member_id = ${filter.memberId}
    union all
    select 'E' || e.id,
           case e.kind
             when 'TRANSFER' then 'transfer' when 'BET' then 'bet' when 'WIN' then 'win'
             when 'REBATE' then 'rebate' when 'WITHDRAW_RELEASE' then 'withdraw_refund'
             when 'WITHDRAW_REFUND' then 'withdraw_refund' else 'credit' end,
           e.amount, e.balance_after, 'completed', e.created_at, 3, e.id
      from ${statementRelation()} e
     where e.account_id = ${account} and e.kind not in ('DEPOSIT', 'WITHDRAW_HOLD')`;
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
    memberBalances: (memberId: number, currency: string): Promise<Map<string, number>> => ledgerReads.balances(db, memberId, currency),

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

    /** The deposit, locked FOR UPDATE in the caller's transaction (the one that settles it). */
    async lockDeposit(tx: Db, id: number): Promise<Deposit | undefined> {
      const [row] = await tx.select().from(deposits).where(eq(deposits.id, id)).for('update');
      return row;
    },

    /** Writes a new deposit in the caller's transaction (the one that marks its idempotency key done). */
    async insertDeposit(tx: Db, row: typeof deposits.$inferInsert): Promise<Deposit> {
      const [inserted] = await tx.insert(deposits).values(row).returning();
      return inserted!;
    },

    /** Changes a deposit in the caller's transaction and answers it as stored. */
    async updateDeposit(tx: Db, id: number, patch: Partial<typeof deposits.$inferInsert>): Promise<Deposit> {
      const [updated] = await tx.update(deposits).set(patch).where(eq(deposits.id, id)).returning();
      return updated!;
    },

    async depositByRef(ref: string) {
      const [row] = await db.select().from(deposits).where(eq(deposits.gatewayRef, ref)).limit(1);
      return row;
    },

    async withdrawal(id: number) {
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
      return row;
    },

    /** The withdrawal, locked FOR UPDATE in the caller's transaction; of this member only when given. */
    async lockWithdrawal(tx: Db, id: number, memberId?: number): Promise<Withdrawal | undefined> {
      const [row] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.id, id), memberId === undefined ? undefined : eq(withdrawals.memberId, memberId)))
        .for('update');
      return row;
    },

    /** Writes a new withdrawal in the caller's transaction (the one that posts its hold). */
    async insertWithdrawal(tx: Db, row: typeof withdrawals.$inferInsert): Promise<Withdrawal> {
      const [inserted] = await tx.insert(withdrawals).values(row).returning();
      return inserted!;
    },

    /** Changes a withdrawal in the caller's transaction and answers it as stored. */
    async updateWithdrawal(tx: Db, id: number, patch: Partial<typeof withdrawals.$inferInsert>): Promise<Withdrawal> {
      const [updated] = await tx.update(withdrawals).set(patch).where(eq(withdrawals.id, id)).returning();
      return updated!;
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
    turnover: (memberId: number): Promise<number> => ledgerReads.betTurnover(db, memberId),

    /**
     * Turnover per member and category of a period, for members without a rebate for it yet.
     * Only real money counts: play-money bets are in the play realm.
     */
    periodTurnover: (periodKey: string, start: Date, end: Date) =>
      ledgerReads.turnoverByCategory(db, {
        start,
        end,
        skipMember: (memberId) => sql`exists (select 1 from ${rebates} r where r.member_id = ${memberId} and r.period_key = ${periodKey})`,
      }),

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
