import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The one retry loop of the gateway. Two kinds of failure are worth running a unit of work
 * again for, and both are decided by a predicate, never by catching everything:
 *  - a transaction that lost a serialisation race or a deadlock (SQLSTATE 40001 / 40P01),
 *    which PostgreSQL asks the client to run again (with a jittered back-off, so the
 *    losers of one race do not collide again on the next attempt);
 *  - an insert of a randomly drawn unique value (an account number, a referral code) that
 *    hit an existing one, where a fresh draw almost always succeeds (no back-off needed).
 */
export interface RetryPolicy {
  /** Total runs, the first included; the last failure is thrown as it is. */
  attempts: number;
  /** Whether this failure is worth another run. */
  retryOn: (error: unknown) => boolean;
  /** Milliseconds to wait before run `attempt + 1`; none when absent. */
  backoffMs?: (attempt: number) => number;
  /** Waits between runs; tests pass a no-op. */
  sleep?: (ms: number) => Promise<void>;
  /** Told about each failure that is retried (counters, logs). */
  onRetry?: (error: unknown, attempt: number) => void;
}

/** Runs `work(attempt)` (attempt counts from 1) until it succeeds or the policy gives up. */
export async function withRetry<T>(policy: RetryPolicy, work: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(attempt);
    } catch (error) {
      if (attempt >= policy.attempts || !policy.retryOn(error)) throw error;
      policy.onRetry?.(error, attempt);
      const wait = policy.backoffMs?.(attempt) ?? 0;
      if (wait > 0) await (policy.sleep ?? sleep)(wait);
    }
  }
}

/** The SQLSTATE of a driver error, looked for through `cause` (drizzle wraps driver errors). */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** serialization_failure and deadlock_detected: PostgreSQL's "run the transaction again". */
const SERIALISATION_STATES = new Set(['40001', '40P01']);

export function isSerialisationFailure(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && SERIALISATION_STATES.has(state);
}

/** How many times a transaction that lost a serialisation or deadlock race is run in all. */
export const SERIALISATION_ATTEMPTS = 8;

/** Full jitter over an exponential ceiling (2, 4 … 64 ms). */
export function jitteredBackoff(attempt: number): number {
  return Math.floor(Math.random() * 2 ** Math.min(attempt, 6));
}

export function serialisationRetry(overrides: Partial<RetryPolicy> = {}): RetryPolicy {
  return { attempts: SERIALISATION_ATTEMPTS, retryOn: isSerialisationFailure, backoffMs: jitteredBackoff, ...overrides };
}

/** Five draws of a random unique value; a clash is rare, five in a row practically impossible. */
export function collisionRetry(isCollision: (error: unknown) => boolean, attempts = 5): RetryPolicy {
  return { attempts, retryOn: isCollision };
}
