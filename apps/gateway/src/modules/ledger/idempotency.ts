import { createHash, randomBytes } from 'node:crypto';
import type { ErrorCode } from '@platform/shared/api-contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/wallet-schema';
import { HttpError } from '../../http/http-error';

/** A key whose owner has not finished within this time is taken over by the next request (a crashed instance). */
export const LEASE_MS = 2 * 60 * 1000;
/** Finished keys are kept this long; a replay after that runs again (its ledger keys still forbid a second posting). */
export const KEY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export interface IdempotencyContext {
  /** `member:<id>` or `operator`: keys are per caller. */
  scope: string;
  key: string;
  merchantCode: string | null;
  memberId: number | null;
  /** The contract id: one key serves one call. */
  callId: string;
  /** The parameters that must match on a replay (secrets such as passwords left out). */
  params: unknown;
}

/** Marks the key done, with `value` as its answer, inside the transaction that moved the money. */
export type Commit = (tx: Db, value: unknown) => Promise<void>;

/** Canonical JSON: object keys sorted, so the same parameters always hash the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(callId: string, params: unknown): string {
  return createHash('sha256').update(`${callId}\n${canonicalJson(params)}`).digest('hex');
}

class LeaseLost extends Error {}

interface StoredError {
  error: { status: number; code: ErrorCode; message: string; value?: unknown };
}

function inFlight(): HttpError {
  return new HttpError(409, 'IDEMPOTENCY_IN_FLIGHT', 'This request is still being processed, please retry shortly');
}

/**
 * The idempotency of money calls, guarded by the primary key of `idempotency_keys`:
 *
 * 1. INSERT the key as in_flight (ON CONFLICT DO NOTHING). Of concurrent requests exactly one
 *    inserts it; it is committed at once, so the others see it.
 * 2. The others read the row: other parameters are 422 IDEMPOTENCY_MISMATCH, a finished key
 *    replays its stored answer (the exact JSON text), a running one is 409 IDEMPOTENCY_IN_FLIGHT.
 * 3. The owner moves the money and marks the key done in the same transaction (`commit`), so a
 *    crash can never leave money moved under a key that is not done.
 *
 * An expected failure (an HttpError below 500, e.g. INSUFFICIENT_BALANCE) is the key's answer too and
 * is replayed; an unexpected one releases the key so the client may retry it.
 */
export function createIdempotency(db: Db, now: () => Date) {
  async function claim(ctx: IdempotencyContext, hash: string, token: string): Promise<'claimed' | { replay: string; status: number }> {
    const at = now();
    const leaseUntil = new Date(at.getTime() + LEASE_MS);
    const inserted = await db
      .insert(idempotencyKeys)
      .values({
        scope: ctx.scope,
        key: ctx.key,
        merchantCode: ctx.merchantCode,
        memberId: ctx.memberId,
        callId: ctx.callId,
        requestHash: hash,
        status: 'in_flight',
        leaseToken: token,
        leaseUntil,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 1) return 'claimed';

    const where = and(eq(idempotencyKeys.scope, ctx.scope), eq(idempotencyKeys.key, ctx.key));
    const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
    // Released between our insert and this read: the client retries.
    if (!row) throw inFlight();
    if (row.requestHash !== hash) {
      throw new HttpError(422, 'IDEMPOTENCY_MISMATCH', 'This idempotency key was already used with other parameters');
    }
    if (row.status === 'done') return { replay: row.response ?? 'null', status: row.httpStatus ?? 200 };
    // Still running: unless its lease ran out (a crashed owner), the caller must wait.
    const taken = await db
      .update(idempotencyKeys)
      .set({ leaseToken: token, leaseUntil, updatedAt: at })
      .where(and(where, eq(idempotencyKeys.status, 'in_flight'), lt(idempotencyKeys.leaseUntil, at)))
      .returning({ key: idempotencyKeys.key });
    if (taken.length === 1) return 'claimed';
    throw inFlight();
  }

  async function finish(executor: Db, ctx: IdempotencyContext, token: string, status: number, body: string): Promise<void> {
    const done = await executor
      .update(idempotencyKeys)
      .set({ status: 'done', httpStatus: status, response: body, updatedAt: now() })
      .where(
        and(
          eq(idempotencyKeys.scope, ctx.scope),
          eq(idempotencyKeys.key, ctx.key),
          eq(idempotencyKeys.status, 'in_flight'),
          eq(idempotencyKeys.leaseToken, token),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (done.length !== 1) throw new LeaseLost();
  }

  function replay<T>(stored: { replay: string; status: number }): T {
    const parsed = JSON.parse(stored.replay) as unknown;
    if (stored.status >= 400) {
      const { error } = parsed as StoredError;
      throw new HttpError(error.status, error.code, error.message, error.value);
    }
    return parsed as T;
  }

  return {
    /**
     * Runs `operation` once per key. `operation` must call `commit(tx, value)` inside the transaction
     * that moves the money; an operation that moves none may skip it, and the key is then marked
     * done after it returns. The answer is always the stored JSON parsed back, so a first answer
     * and its replays serialise to the same bytes.
     */
    async run<T>(ctx: IdempotencyContext, operation: (commit: Commit) => Promise<T>): Promise<T> {
      const hash = requestHash(ctx.callId, ctx.params);
      const token = randomBytes(12).toString('base64url');
      const claimed = await claim(ctx, hash, token);
      if (claimed !== 'claimed') return replay<T>(claimed);

      let committedBody: string | undefined;
      const commit: Commit = async (tx, value) => {
        committedBody = JSON.stringify(value ?? null);
        await finish(tx, ctx, token, 200, committedBody);
      };
      try {
        const value = await operation(commit);
        if (committedBody === undefined) {
          committedBody = JSON.stringify(value ?? null);
          await finish(db, ctx, token, 200, committedBody);
        }
        return JSON.parse(committedBody) as T;
      } catch (error) {
        if (error instanceof LeaseLost) throw inFlight();
        if (error instanceof HttpError && error.statusCode < 500) {
          const stored: StoredError = {
            error: {
              status: error.statusCode,
              code: error.code,
              message: error.message,
              ...(error.value === undefined ? {} : { value: error.value }),
            },
          };
          await finish(db, ctx, token, error.statusCode, JSON.stringify(stored)).catch(() => undefined);
          throw error;
        }
        // Nothing was committed under the key: release it so a retry can run.
        await db
          .delete(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.scope, ctx.scope),
              eq(idempotencyKeys.key, ctx.key),
              eq(idempotencyKeys.status, 'in_flight'),
              eq(idempotencyKeys.leaseToken, token),
            ),
          )
          .catch(() => undefined);
        throw error;
      }
    },

    /** Deletes finished keys older than the retention. */
    async sweep(at: Date): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.status, 'done'), sql`${idempotencyKeys.createdAt} < ${new Date(at.getTime() - KEY_RETENTION_MS)}`));
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
