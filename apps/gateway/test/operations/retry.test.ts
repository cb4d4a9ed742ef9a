import { describe, expect, it } from 'vitest';
import { collisionRetry, isSerialisationFailure, serialisationRetry, sqlState, withRetry } from '../../src/db/retry';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
const noWait = async () => undefined;

describe('the one retry helper (issue 23 §7: one retry helper for serialisation retries)', () => {
  it('runs a transaction again after 40001 and 40P01, found through drizzle’s cause chain', async () => {
    const failures = [pgError('40001'), new Error('wrapped', { cause: pgError('40P01') })];
    const retried: number[] = [];
    const result = await withRetry(serialisationRetry({ sleep: noWait, onRetry: (_e, attempt) => retried.push(attempt) }), async (attempt) => {
      const failure = failures.shift();
      if (failure) throw failure;
      return attempt;
    });
    expect(result).toBe(3);
    expect(retried).toEqual([1, 2]);
  });

  it('throws any other failure at once, and the last one when the attempts run out', async () => {
    let runs = 0;
    await expect(withRetry(serialisationRetry({ sleep: noWait }), async () => (runs++, Promise.reject(pgError('23505'))))).rejects.toThrow('pg 23505');
    expect(runs).toBe(1);
    runs = 0;
    await expect(withRetry(serialisationRetry({ attempts: 3, sleep: noWait }), async () => (runs++, Promise.reject(pgError('40001'))))).rejects.toThrow('pg 40001');
    expect(runs).toBe(3);
  });

  it('waits a jittered back-off between serialisation attempts, none between collision draws', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    let runs = 0;
    await withRetry({ ...serialisationRetry(), sleep, backoffMs: (attempt) => attempt * 10 }, async () => {
      if (++runs < 3) throw pgError('40001');
    });
    expect(waits).toEqual([10, 20]);
    const collision = collisionRetry((error) => error instanceof RangeError);
    expect(collision.attempts).toBe(5);
    expect(collision.backoffMs).toBeUndefined();
  });

  it('reads SQLSTATEs only where a driver puts them', () => {
    expect(sqlState({ code: 'ECONNRESET' })).toBeUndefined();
    expect(isSerialisationFailure(new Error('x', { cause: { code: '40001' } }))).toBe(true);
    expect(isSerialisationFailure(pgError('23505'))).toBe(false);
  });
});
