import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import type { LedgerAccount } from '../../db/wallet-schema';
import { HttpError } from '../../http/http-error';
import { ledgerRepository as repo, type MemberAccountKind, type SystemAccountKind } from './repository';

/** One leg of a transfer: a signed amount in minor units on one account. */
export interface Leg {
  accountId: number;
  amount: number;
}

export interface TransferSpec {
  merchantCode: string;
  /** DEPOSIT, WITHDRAW_HOLD, WITHDRAW_RELEASE, WITHDRAW_PAYOUT, WITHDRAW_REFUND, TRANSFER, BET, WIN, REBATE, CREDIT, TRIAL_FUND. */
  kind: string;
  /** Unique per merchant: a key posts at most one transfer, whatever the concurrency. */
  idempotencyKey: string;
  legs: readonly Leg[];
  metadata?: Record<string, unknown>;
  at: Date;
}

export interface Posted {
  transferId: number;
  /** True when the key had already posted this transfer: nothing moved this time. */
  replayed: boolean;
  /** Each account's balance right after the transfer (for a replay: right after the original). */
  balanceAfter: Map<number, number>;
}

export class LedgerInvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerInvariantError';
  }
}

/** How many times a transaction that lost a serialisation or deadlock race is run again. */
export const MAX_ATTEMPTS = 8;
const RETRYABLE = new Set(['40001', '40P01']);

function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function isRetryable(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRYABLE.has(state);
}

export function insufficientBalance(): HttpError {
  return new HttpError(400, 'INSUFFICIENT_BALANCE', 'Insufficient balance');
}

export function playMoneyOnly(): HttpError {
  return new HttpError(403, 'PLAY_MONEY_ONLY', 'Play money and real money never mix');
}

/** Sums per account, drops zero legs, and refuses anything that does not balance to zero. */
export function normaliseLegs(legs: readonly Leg[]): Leg[] {
  const byAccount = new Map<number, number>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || !Number.isSafeInteger(leg.accountId)) {
      throw new LedgerInvariantError('amounts and account ids must be safe integers');
    }
    byAccount.set(leg.accountId, (byAccount.get(leg.accountId) ?? 0) + leg.amount);
  }
  const merged = [...byAccount.entries()]
    .filter(([, amount]) => amount !== 0)
    .map(([accountId, amount]) => ({ accountId, amount }))
    .sort((a, b) => a.accountId - b.accountId);
  const sum = merged.reduce((total, leg) => total + leg.amount, 0);
  if (sum !== 0) throw new LedgerInvariantError(`entries must sum to zero, got ${sum}`);
  if (merged.length < 2) throw new LedgerInvariantError('a transfer moves money between at least two accounts');
  return merged;
}

function hashOf(kind: string, legs: readonly Leg[]): string {
  return createHash('sha256').update(JSON.stringify({ kind, legs })).digest('hex');
}

export interface LedgerStats {
  /** Transactions run again after a serialisation failure or a deadlock. */
  retries: number;
  /** Transfers posted (replays not counted). */
  posted: number;
}

export interface LedgerOptions {
  /** Waits between attempts; tests pass a no-op. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * READ COMMITTED (the default) is enough: the rows a transfer depends on are locked FOR UPDATE.
   * A stricter level makes PostgreSQL abort more transactions (40001), which are then retried.
   */
  isolationLevel?: 'read committed' | 'repeatable read' | 'serializable';
  maxAttempts?: number;
  /**
   * Called after a transaction that moved money has committed, with the members whose balances
   * it changed (for live balance pushes). Never called for a rollback or a replay.
   */
  onCommitted?: (memberIds: readonly number[]) => void;
}

/**
 * The double-entry ledger. A movement is one transfer whose entries sum to zero, posted in one
 * database transaction: the accounts are locked in ascending id order (SELECT ... FOR UPDATE),
 * the transfer row is inserted under its unique idempotency key, the balances move with a
 * conditional UPDATE whose row count is checked, the entries are written, and the sum of the
 * entries as stored (INSERT ... RETURNING) is asserted to be zero before the commit.
 */
export function createLedger(db: Db, options: LedgerOptions = {}) {
  const stats: LedgerStats = { retries: 0, posted: 0 };
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const config = options.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined;
  // Accounts are never deleted, so their ids can be remembered once committed.
  const accountCache = new Map<string, LedgerAccount>();
  // The members each open transaction has moved money for, reported once it commits.
  const movedFor = new WeakMap<object, Set<number>>();

  /** Runs `fn` in a transaction, again (a bounded number of times) when it loses a serialisation or deadlock race. */
  async function transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const members = new Set<number>();
      try {
        const result = await db.transaction(async (tx) => {
          movedFor.set(tx, members);
          return fn(tx as unknown as Db);
        }, config);
        if (members.size > 0) options.onCommitted?.([...members]);
        return result;
      } catch (error) {
        if (!isRetryable(error) || attempt >= maxAttempts) throw error;
        stats.retries += 1;
        await sleep(Math.floor(Math.random() * 2 ** Math.min(attempt, 6)));
      }
    }
  }

  async function postWithin(tx: Db, spec: TransferSpec): Promise<Posted> {
    const legs = normaliseLegs(spec.legs);
    const requestHash = hashOf(spec.kind, legs);
    const locked = await repo.lockAccounts(
      tx,
      legs.map((leg) => leg.accountId),
    );
    if (locked.length !== legs.length) throw new LedgerInvariantError('unknown account in transfer');
    const [first] = locked;
    for (const account of locked) {
      if (account.realm !== first!.realm) throw playMoneyOnly();
      if (account.currency !== first!.currency) throw new LedgerInvariantError('a transfer moves one currency');
      if (account.merchantCode !== spec.merchantCode) throw new LedgerInvariantError('a transfer stays within its merchant');
    }

    const transferId = await repo.insertTransfer(tx, {
      merchantCode: spec.merchantCode,
      kind: spec.kind,
      realm: first!.realm,
      currency: first!.currency,
      idempotencyKey: spec.idempotencyKey,
      requestHash,
      metadata: spec.metadata ?? {},
      createdAt: spec.at,
    });
    if (transferId === undefined) {
      const existing = await repo.findTransferByKey(tx, spec.merchantCode, spec.idempotencyKey);
      if (!existing) throw new LedgerInvariantError('transfer key conflict without a transfer');
      if (existing.requestHash !== requestHash || existing.kind !== spec.kind) {
        throw new HttpError(422, 'IDEMPOTENCY_MISMATCH', 'This key was already used for another transfer');
      }
      const entries = await repo.entriesOf(tx, existing.id);
      return { transferId: existing.id, replayed: true, balanceAfter: new Map(entries.map((e) => [e.accountId, e.balanceAfter])) };
    }

    const balanceAfter = await repo.applyDeltas(tx, legs);
    // A leg whose row did not change would have taken a member account below zero: roll all back.
    if (balanceAfter.size !== legs.length) throw insufficientBalance();
    const stored = await repo.insertEntries(
      tx,
      legs.map((leg) => ({
        transferId,
        accountId: leg.accountId,
        realm: first!.realm,
        currency: first!.currency,
        amount: leg.amount,
        balanceAfter: balanceAfter.get(leg.accountId)!,
      })),
    );
    // The entries as the database stored them must sum to zero, or the transaction does not commit.
    const sum = stored.reduce((total, entry) => total + Number(entry.amount), 0);
    if (sum !== 0 || stored.length !== legs.length) {
      throw new LedgerInvariantError(`transfer ${transferId} does not balance: sum ${sum}, ${stored.length} entries`);
    }
    const moved = movedFor.get(tx);
    for (const account of locked) if (moved && account.memberId !== null) moved.add(account.memberId);
    return { transferId, replayed: false, balanceAfter };
  }

  return {
    stats,
    transaction,

    /** Posts inside the caller's transaction (with the other rows it writes); the caller retries. */
    async postWithin(tx: Db, spec: TransferSpec): Promise<Posted> {
      const posted = await postWithin(tx, spec);
      if (!posted.replayed) stats.posted += 1;
      return posted;
    },

    /** Posts in a transaction of its own, retried on serialisation failures and deadlocks. */
    async post(spec: TransferSpec): Promise<Posted> {
      const posted = await transaction((tx) => postWithin(tx, spec));
      if (!posted.replayed) stats.posted += 1;
      return posted;
    },

    /** A member's account, created on first use (outside any transaction: PGlite has one connection). */
    async memberAccount(merchantCode: string, memberId: number, kind: MemberAccountKind, currency: string): Promise<LedgerAccount> {
      const cacheKey = `m:${memberId}:${kind}:${currency}`;
      const cached = accountCache.get(cacheKey);
      if (cached) return cached;
      const account = await repo.ensureMemberAccount(db, { merchantCode, memberId, kind, currency });
      accountCache.set(cacheKey, account);
      return account;
    },

    async systemAccount(merchantCode: string, kind: SystemAccountKind, currency: string): Promise<LedgerAccount> {
      const cacheKey = `s:${merchantCode}:${kind}:${currency}`;
      const cached = accountCache.get(cacheKey);
      if (cached) return cached;
      const account = await repo.ensureSystemAccount(db, { merchantCode, kind, currency });
      accountCache.set(cacheKey, account);
      return account;
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
