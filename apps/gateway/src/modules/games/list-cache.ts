import type { FastifyReply } from 'fastify';
import { ok } from '../../http/envelope';
import type { ChangeFeed } from '../../plugins/app/change-feed';
import { createConfigCache } from '../../plugins/app/config-cache';

/**
 * A computed answer with its envelope already serialized and encoded, so Fastify neither
 * re-serializes 50 games nor re-encodes the UTF-8 on every call.
 */
export interface Prepared<T> {
  value: T;
  body: Buffer;
}

/**
 * The games calls answer from the in-code catalogue, the vendor rows and the brand's menu; the
 * answers only change when the vendors (maintenance switches) or the merchant config change, so
 * they are computed once per key and dropped by the change feed (topics `catalogue` and
 * `merchants`) on every instance, with CONFIG_CACHE_SECONDS as the backstop. A searched game
 * name makes the key space open-ended: the cache keeps at most `maxEntries`, oldest out first.
 */
export function createGamesCache(feed: ChangeFeed, ttlMs: number, maxEntries = 2_000) {
  const cache = createConfigCache<Prepared<unknown>>({ feed, topics: ['catalogue', 'merchants'], ttlMs, maxEntries });
  return {
    /** The value of `key`, computed by `compute` on a miss. */
    async get<T>(key: string, compute: () => T | Promise<T>): Promise<T> {
      return (await this.prepared(key, compute)).value;
    },

    async prepared<T>(key: string, compute: () => T | Promise<T>): Promise<Prepared<T>> {
      const prepared = await cache.get(key, async () => {
        const value = await compute();
        return { value, body: Buffer.from(JSON.stringify(ok(value))) };
      });
      return prepared as Prepared<T>;
    },

    /**
     * Answers `prepared.value` through contractRoute, but hands Fastify the serialized envelope
     * instead of letting it stringify the same page again.
     */
    answer<T>(reply: FastifyReply, prepared: Prepared<T>): T {
      // Fastify sends a Buffer from a serializer as it is (the declared return type says string only).
      reply.serializer(((payload: unknown) =>
        (payload as { value?: unknown } | null)?.value === prepared.value ? prepared.body : JSON.stringify(payload)) as (payload: unknown) => string);
      return prepared.value;
    },

    clear: () => cache.clear(),
    size: () => cache.size(),
  };
}

export type GamesCache = ReturnType<typeof createGamesCache>;
