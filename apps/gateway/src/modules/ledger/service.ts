import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import type { LedgerAccount } from '../../db/wallet-schema';
import { SERIALISATION_ATTEMPTS, serialisationRetry, withRetry } from '../../db/retry';
import { HttpError } from '../../http/http-error';
import { ledgerRepository as repo, type LockedAccount, type MemberAccountKind, type SystemAccountKind } from './repository';
import { BONUS_KINDS, assertRequirementMetWithin, raiseRequirementWithin, wageringProgress, type WageringProgress } from './wagering';

/** One leg of a transfer: a signed amount in minor units on one account. */
export interface Leg {
  accountId: number;
  amount: number;
}

/**
 * What a transfer is, as stored in ledger_transfers.kind. The reports read these words back
 * (BET and BET_REFUND are turnover, WIN is payout, BONUS and REBATE are bonus money; see
 * wagering.ts), so a new kind is a decision for the reports too, not a free string.
 */
export const TRANSFER_KINDS = [
  'DEPOSIT',
  'WITHDRAW_HOLD',
  'WITHDRAW_RELEASE',
  'WITHDRAW_PAYOUT',
  'WITHDRAW_REFUND',
  'TRANSFER',
  'BET',
  'BET_REFUND',
  'WIN',
  'BONUS',
  'REBATE',
  'CREDIT',
  'TRIAL_FUND',
  'AGENT_SALARY',
  'AGENT_DIVIDEND',
  'POINTS_CONVERT',
  'POINTS_REDEEM',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export interface TransferSpec {
  merchantCode: string;
  kind: TransferKind;
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

/** How many times a transaction that lost a serialisation or deadlock race is run in all. */
export const MAX_ATTEMPTS = SERIALISATION_ATTEMPTS;

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

/**
 * The members whose money this transfer takes out of their hands: a withdrawal hold, or a TRANSFER
 * from one member to another (transfer/upline, agent transfers). A member's own MAIN <-> vendor
 * wallet moves and the agent contracts' payouts (the upline's obligation, not a choice) are not.
 */
function cashingOut(kind: TransferKind, legs: readonly Leg[], locked: readonly LockedAccount[]): number[] {
  const memberOf = new Map(locked.map((account) => [account.id, account.memberId]));
  const debited = new Set(legs.filter((leg) => leg.amount < 0).map((leg) => memberOf.get(leg.accountId)).filter((id): id is number => id != null));
  if (kind === 'WITHDRAW_HOLD') return [...debited];
  if (kind !== 'TRANSFER') return [];
  const credited = legs.filter((leg) => leg.amount > 0).map((leg) => memberOf.get(leg.accountId));
  return [...debited].filter((sender) => credited.some((receiver) => receiver != null && receiver !== sender));
}

function hashOf(kind: TransferKind, legs: readonly Leg[]): string {
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
  /**
   * Told about each transfer posted (never a replay), for the metrics: after the commit for `post`,
   * as soon as its rows are written for `postWithin` (the caller's transaction is not seen).
   */
  onPosted?: (transfer: { kind: string; realm: string; currency: string; amount: number }) => void;
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
  const retry = serialisationRetry({
    attempts: options.maxAttempts ?? MAX_ATTEMPTS,
    ...(options.sleep ? { sleep: options.sleep } : {}),
    onRetry: () => (stats.retries += 1),
  });
  const config = options.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined;
  // Accounts are never deleted, so their ids can be remembered once committed.
  const accountCache = new Map<string, LedgerAccount>();
  // The members each open transaction has moved money for, reported once it commits.
  const movedFor = new WeakMap<object, Set<number>>();
  type PostedTransfer = Parameters<NonNullable<LedgerOptions['onPosted']>>[0];
  // The transfers each open transaction has posted, reported once it commits.
  const postedIn = new WeakMap<object, PostedTransfer[]>();

  /** Runs `fn` in a transaction, again (a bounded number of times) when it loses a serialisation or deadlock race. */
  async function transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return withRetry(retry, async () => {
      const members = new Set<number>();
      const posted: PostedTransfer[] = [];
      const result = await db.transaction(async (tx) => {
        movedFor.set(tx, members);
        postedIn.set(tx, posted);
        return fn(tx as unknown as Db);
      }, config);
      if (members.size > 0) options.onCommitted?.([...members]);
      for (const transfer of posted) options.onPosted?.(transfer);
      return result;
    });
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

    // Bonus money leaves no one's hands before its turnover (issue 19); the accounts are locked already.
    if (first!.realm === 'real') for (const memberId of cashingOut(spec.kind, legs, locked)) await assertRequirementMetWithin(tx, memberId);

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
    // A bonus credit raises the member's wagering requirement in this same transaction.
    if (first!.realm === 'real' && (BONUS_KINDS as readonly string[]).includes(spec.kind)) {
      for (const leg of legs) {
        const memberId = locked.find((account) => account.id === leg.accountId)?.memberId;
        if (leg.amount > 0 && memberId != null) {
          await raiseRequirementWithin(tx, { merchantCode: spec.merchantCode, memberId, kind: spec.kind, amount: leg.amount, at: spec.at });
        }
      }
    }
    const moved = movedFor.get(tx);
    for (const account of locked) if (moved && account.memberId !== null) moved.add(account.memberId);
    if (options.onPosted) {
      const transfer = { kind: spec.kind, realm: first!.realm, currency: first!.currency, amount: legs.reduce((total, leg) => total + Math.max(0, leg.amount), 0) };
      const pending = postedIn.get(tx);
      if (pending) pending.push(transfer);
      else options.onPosted(transfer);
    }
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

    /** The member's bonus wagering requirement and its progress (see wagering.ts). */
    wagering(memberId: number): Promise<WageringProgress> {
      return wageringProgress(db, memberId);
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
