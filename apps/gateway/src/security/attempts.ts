import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema';

/**
 * The one gate every secret a player types goes through: SMS and e-mail codes, the login,
 * withdraw and points passwords, TOTP and the answers of a login challenge (issue 19).
 *
 * An attempt is TAKEN before the secret is compared, never recorded after: counting, refusing
 * at the cap and recording happen in one transaction that holds an advisory lock per counter,
 * so N parallel guesses compare at most `max` times, on any number of instances. Once a cap is
 * reached even the right secret is refused until the window passes (or a code is reissued: a
 * new code is a new counter). A lock rather than a counter row keeps the sliding window of the
 * `rate_events` log the caps were specified with, with no new table.
 *
 * Attempts are `rate_events` rows, so the sweep of the throttle module removes them after 24 hours.
 */

/** At most `max` attempts per key within `windowMs` (sliding). */
export interface GuessCap {
  bucket: string;
  max: number;
  windowMs: number;
}

/** One counter an attempt is taken from. `since` replaces the window: a code counts from its issue, for its whole life. */
export interface Claim {
  cap: GuessCap;
  key: string;
  since?: Date;
}

/** What a right answer does with the attempt it took. */
export type OnRight =
  /** Nothing: the secret is spent anyway (a code is consumed). */
  | 'keep'
  /** The attempt is returned: a right answer never counts. */
  | 'give-back'
  /** The counters are reset, as a right password always did for its member. */
  | 'clear';

export interface GuessRules {
  /** The error for a claim at its cap; thrown before anything is compared. */
  capped: (claim: Claim) => Error;
  /** The error for a wrong secret. */
  wrong: () => Error;
  onRight: OnRight;
  /** Runs after a wrong answer (which keeps its attempt): an audit line, say. */
  onWrong?: () => Promise<void>;
}

export type Taken = { ok: true; ids: number[] } | { ok: false; capped: Claim };

const lockKey = (claim: Claim) => `guess:${claim.cap.bucket}:${claim.key}`;

export function createAttempts(db: Db, now: () => Date) {
  const windowStart = (claim: Claim, at: Date) =>
    // `gte` below: an attempt made in the same millisecond as the code's issue still counts.
    claim.since ?? new Date(at.getTime() - claim.cap.windowMs + 1);

  async function countIn(tx: Db, claim: Claim, at: Date): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, claim.cap.bucket), eq(rateEvents.key, claim.key), gte(rateEvents.createdAt, windowStart(claim, at))));
    return Number(row?.n ?? 0);
  }

  /** One attempt from every claim, or from none when any is at its cap. */
  async function take(claims: readonly Claim[]): Promise<Taken> {
    const at = now();
    // Locks in one global order, so two calls claiming the same counters cannot deadlock.
    const ordered = [...claims].sort((a, b) => (lockKey(a) < lockKey(b) ? -1 : lockKey(a) > lockKey(b) ? 1 : 0));
    return db.transaction(async (tx) => {
      for (const claim of ordered) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey(claim)}, 0))`);
      }
      for (const claim of ordered) {
        if ((await countIn(tx, claim, at)) >= claim.cap.max) return { ok: false, capped: claim };
      }
      const rows = await tx
        .insert(rateEvents)
        .values(ordered.map((claim) => ({ bucket: claim.cap.bucket, key: claim.key, createdAt: at })))
        .returning({ id: rateEvents.id });
      return { ok: true, ids: rows.map((row) => row.id) };
    });
  }

  async function giveBack(ids: readonly number[]): Promise<void> {
    if (ids.length > 0) await db.delete(rateEvents).where(inArray(rateEvents.id, [...ids]));
  }

  async function clear(cap: GuessCap, key: string): Promise<void> {
    await db.delete(rateEvents).where(and(eq(rateEvents.bucket, cap.bucket), eq(rateEvents.key, key)));
  }

  return {
    take,
    giveBack,
    clear,

    /** Attempts in the claim's window now, for decisions that only read (a captcha after a failure). */
    count: (claim: Claim) => countIn(db, claim, now()),

    /**
     * Takes the attempt, then compares. A compare that throws counts as a wrong answer and its
     * error is passed on; a wrong answer keeps its attempt. Resolves only for the right secret.
     */
    async guess(claims: readonly Claim[], compare: () => Promise<boolean>, rules: GuessRules): Promise<void> {
      const taken = await take(claims);
      if (!taken.ok) throw rules.capped(taken.capped);
      let right: boolean;
      try {
        right = await compare();
      } catch (error) {
        await rules.onWrong?.();
        throw error;
      }
      if (!right) {
        await rules.onWrong?.();
        throw rules.wrong();
      }
      if (rules.onRight === 'give-back') await giveBack(taken.ids);
      else if (rules.onRight === 'clear') await Promise.all(claims.map((claim) => clear(claim.cap, claim.key)));
    },
  };
}

export type Attempts = ReturnType<typeof createAttempts>;
