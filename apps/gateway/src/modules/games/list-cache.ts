import type { FastifyReply } from 'fastify';
import { answerPrepared, prepare, type Prepared } from '../../http/prepared-answer';
import type { ChangeFeed } from '../../plugins/app/change-feed';
import { createConfigCache } from '../../plugins/app/config-cache';

export type { Prepared } from '../../http/prepared-answer';

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
      const prepared = await cache.get(key, async () => prepare(await compute()));
      return prepared as Prepared<T>;
    },

    /** The kept answer of `key` if it is ready, with no promise to await (the hot list call). */
    ready: <T>(key: string): Prepared<T> | undefined => cache.peek(key) as Prepared<T> | undefined,

    /** Answers a prepared page without serializing the same 50 games again. */
    answer: <T>(reply: FastifyReply, prepared: Prepared<T>): T => answerPrepared(reply, prepared),

    clear: () => cache.clear(),
    size: () => cache.size(),
  };
}

export type GamesCache = ReturnType<typeof createGamesCache>;
