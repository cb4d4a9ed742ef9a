import { EVERYTHING, type ChangeFeed } from './change-feed';

export interface ConfigCacheOptions {
  feed: ChangeFeed;
  /** The change-feed topics that drop every entry ('merchants', 'catalogue'). */
  topics: readonly string[];
  /** Backstop TTL in ms (CONFIG_CACHE_SECONDS); 0 turns the cache off. */
  ttlMs: number;
  /** Bounds memory when keys come from the caller (a searched game name); the oldest go first. */
  maxEntries?: number;
  monotonic?: () => number;
}

export interface ConfigCache<V> {
  /** The cached value of `key`, else `load()`'s, kept unless a change arrived while it loaded. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /**
   * The value `get` would serve for `key` without loading, once its load has settled; else
   * undefined. A hot call can answer in the same tick instead of awaiting a kept promise.
   */
  peek(key: string): V | undefined;
  clear(): void;
  size(): number;
}

interface ConfigEntry<V> {
  value: Promise<V>;
  loadedAt: number;
  /** Set once the load succeeded without racing a change, so `peek` can serve it synchronously. */
  settled?: { value: V };
}

/**
 * Rarely-changing rows (merchant and wallet settings, the vendor catalogue) and what is computed
 * from them (game-list pages), in memory. The change feed drops every entry of a topic on every
 * instance when a row behind it changes; the TTL is only the backstop. Concurrent misses of
 * one key share one load.
 */
export function createConfigCache<V>(options: ConfigCacheOptions): ConfigCache<V> {
  const { feed, ttlMs } = options;
  const maxEntries = options.maxEntries ?? 1_000;
  const monotonic = options.monotonic ?? (() => performance.now());
  const entries = new Map<string, ConfigEntry<V>>();
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
  };
  feed.subscribe((change) => {
    if (change === EVERYTHING || options.topics.includes(change)) clear();
  });

  return {
    get(key, load) {
      if (ttlMs <= 0 || !feed.live) return load();
      const hit = entries.get(key);
      if (hit && monotonic() - hit.loadedAt < ttlMs) return hit.value;
      const ticket = generation;
      const value = load();
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const entry: ConfigEntry<V> = { value, loadedAt: monotonic() };
      entries.set(key, entry);
      // A failed load is not kept; neither is one that raced a change (it may hold the old row).
      value.then(
        (settled) => {
          if (ticket !== generation) {
            if (entries.get(key) === entry) entries.delete(key);
          } else entry.settled = { value: settled };
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    peek(key) {
      if (ttlMs <= 0 || !feed.live) return undefined;
      const hit = entries.get(key);
      if (!hit?.settled || monotonic() - hit.loadedAt >= ttlMs) return undefined;
      return hit.settled.value;
    },
    clear,
    size: () => entries.size,
  };
}

export interface KeyedCacheOptions {
  feed: ChangeFeed;
  /** The change-feed prefix naming an owner: `balance:` drops owner 12's entries on `balance:12`. */
  prefix: string;
  /** Topics that drop every owner's entries, for values computed from shared rows too ('merchants'). */
  topics?: readonly string[];
  ttlMs: number;
  maxEntries?: number;
  monotonic?: () => number;
}

export interface KeyedCache<V> {
  get(owner: string, key: string, load: () => Promise<V>): Promise<V>;
  size(): number;
}

/**
 * Like createConfigCache, but a change drops only its owner's entries (one member's balances),
 * so a busy ledger does not empty the whole cache. A load that raced a change of its owner is
 * not kept.
 */
export function createKeyedCache<V>(options: KeyedCacheOptions): KeyedCache<V> {
  const { feed, prefix, ttlMs } = options;
  const maxEntries = options.maxEntries ?? 10_000;
  const monotonic = options.monotonic ?? (() => performance.now());
  const entries = new Map<string, { value: V; loadedAt: number }>();
  const keysOf = new Map<string, Set<string>>();
  const generations = new Map<string, number>();
  let everything = 0;
  const ticketOf = (owner: string) => `${everything}:${generations.get(owner) ?? 0}`;
  const drop = (owner: string) => {
    generations.set(owner, (generations.get(owner) ?? 0) + 1);
    for (const key of keysOf.get(owner) ?? []) entries.delete(key);
    keysOf.delete(owner);
  };
  const topics = options.topics ?? [];
  feed.subscribe((change) => {
    if (change === EVERYTHING || topics.includes(change)) {
      everything++;
      entries.clear();
      keysOf.clear();
      generations.clear();
    } else if (change.startsWith(prefix)) drop(change.slice(prefix.length));
  });

  return {
    async get(owner, key, load) {
      if (ttlMs <= 0 || !feed.live) return load();
      const full = `${owner}\u0000${key}`;
      const hit = entries.get(full);
      if (hit && monotonic() - hit.loadedAt < ttlMs) return hit.value;
      const ticket = ticketOf(owner);
      const value = await load();
      if (ticket === ticketOf(owner) && feed.live) {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(full, { value, loadedAt: monotonic() });
        const keys = keysOf.get(owner) ?? new Set<string>();
        keys.add(full);
        keysOf.set(owner, keys);
      }
      return value;
    },
    size: () => entries.size,
  };
}
