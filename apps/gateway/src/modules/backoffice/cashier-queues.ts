import type { CashierDeposit, CashierWithdrawal } from '@platform/shared/api-contract';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { deposits, walletUploads, withdrawals, type Deposit, type Withdrawal } from '../../db/wallet-schema';

/**
 * The cashier's queues, paged, sorted and filtered on the server (the wallet repository's operator
 * lists answer the newest 200 only). Read-only: every decision goes through the wallet service.
 */

export interface QueueQuery {
  merchantCode: string;
  status: string;
  account?: string | undefined;
  sort?: 'createdAt' | 'amount' | undefined;
  dir?: 'asc' | 'desc' | undefined;
  page: number;
  pageSize: number;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** LIKE's own characters in a typed prefix are matched literally. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function toCashierDeposit(row: Deposit, account: string): CashierDeposit {
  return {
    id: row.id,
    memberId: row.memberId,
    account,
    channelCode: row.channelCode,
    kind: row.kind,
    amount: row.amount,
    status: row.status,
    receiptUploadId: row.receiptUploadId ?? null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
  };
}

export function toCashierWithdrawal(row: Withdrawal, account: string): CashierWithdrawal {
  return {
    id: row.id,
    memberId: row.memberId,
    account,
    amount: row.amount,
    receivingAddress: row.receivingAddress,
    status: row.status,
    proofUploadIds: row.proofUploadIds ?? [],
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    confirmDeadline: iso(row.confirmDeadline),
    confirmedAt: iso(row.confirmedAt),
  };
}

export function createCashierQueues(db: Db) {
  return {
    async deposits(query: QueueQuery) {
      const where = and(
        eq(deposits.merchantCode, query.merchantCode),
        eq(deposits.status, query.status as Deposit['status']),
        query.account ? ilike(members.account, likePrefix(query.account)) : undefined,
      );
      const order = (query.dir ?? 'asc') === 'asc' ? asc : desc;
      const key = query.sort === 'amount' ? deposits.amount : deposits.createdAt;
      const [rows, [total]] = await Promise.all([
        db
          .select({ deposit: deposits, account: members.account })
          .from(deposits)
          .innerJoin(members, eq(members.id, deposits.memberId))
          .where(where)
          .orderBy(order(key), order(deposits.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(deposits).innerJoin(members, eq(members.id, deposits.memberId)).where(where),
      ]);
      return { rows: rows.map((row) => toCashierDeposit(row.deposit, row.account)), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    async withdrawals(query: QueueQuery) {
      const where = and(
        eq(withdrawals.merchantCode, query.merchantCode),
        eq(withdrawals.status, query.status as Withdrawal['status']),
        query.account ? ilike(members.account, likePrefix(query.account)) : undefined,
      );
      const order = (query.dir ?? 'asc') === 'asc' ? asc : desc;
      const key = query.sort === 'amount' ? withdrawals.amount : withdrawals.createdAt;
      const [rows, [total]] = await Promise.all([
        db
          .select({ withdrawal: withdrawals, account: members.account })
          .from(withdrawals)
          .innerJoin(members, eq(members.id, withdrawals.memberId))
          .where(where)
          .orderBy(order(key), order(withdrawals.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(withdrawals).innerJoin(members, eq(members.id, withdrawals.memberId)).where(where),
      ]);
      return { rows: rows.map((row) => toCashierWithdrawal(row.withdrawal, row.account)), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    /** An uploaded receipt or proof, only when its member belongs to the merchant. */
    async upload(merchantCode: string, id: string) {
      const conditions: SQL[] = [eq(walletUploads.id, id), eq(members.merchantCode, merchantCode)];
      const [row] = await db
        .select({ upload: walletUploads })
        .from(walletUploads)
        .innerJoin(members, eq(members.id, walletUploads.memberId))
        .where(and(...conditions))
        .limit(1);
      return row?.upload;
    },
  };
}
