import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateEvents } from '../../db/schema';

/** Events older than this are never counted by any rule, so they are swept. */
const RETENTION_MS = 24 * 60 * 60 * 1000;

export interface ThrottleRepository {
  count(bucket: string, key: string, since: Date): Promise<number>;
  latest(bucket: string, key: string): Promise<Date | undefined>;
  record(bucket: string, key: string, at: Date): Promise<void>;
  clear(bucket: string, key: string): Promise<void>;
  withLock<T>(key: string, fn: (locked: ThrottleRepository) => Promise<T>): Promise<T>;
  sweep(now: Date): Promise<void>;
}

export function createThrottleRepository(db: Db): ThrottleRepository {
  return {
    async count(bucket: string, key: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(rateEvents)
        .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, key), gt(rateEvents.createdAt, since)));
      return Number(row?.n ?? 0);
    },

    async latest(bucket: string, key: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: rateEvents.createdAt })
        .from(rateEvents)
        .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, key)))
        .orderBy(desc(rateEvents.createdAt))
        .limit(1);
      return row?.at;
    },

    async record(bucket: string, key: string, at: Date): Promise<void> {
      await db.insert(rateEvents).values({ bucket, key, createdAt: at });
    },

    async clear(bucket: string, key: string): Promise<void> {
      await db.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, key)));
    },

    /**
     * Runs `fn` in a transaction holding an advisory lock on `key`, so a check-then-record
     * by one instance cannot interleave with another's for the same key.
     */
    async withLock<T>(key: string, fn: (locked: ThrottleRepository) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
        return fn(createThrottleRepository(tx));
      });
    },

    async sweep(now: Date): Promise<void> {
      await db.delete(rateEvents).where(lt(rateEvents.createdAt, new Date(now.getTime() - RETENTION_MS)));
    },
  };
}

