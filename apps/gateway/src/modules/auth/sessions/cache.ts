import type { Member } from '../../../db/schema';

/** A live session as this instance last read it, with its idle clock as this instance knows it. */
export interface CachedSession {
  tokenHash: string;
  member: Member;
  /** Absolute end (ms since the epoch). */
  expiresAt: number;
  idleMs: number;
  /** The session serves only the forced password change (spec §4). */
  mustChangePassword: boolean;
  /** The idle clock as stored in the database (ms). */
  storedLastSeen: number;
  /** The idle clock as this instance knows it: never behind the stored one. */
  lastSeen: number;
  /** When the row was read (monotonic ms): past the backstop TTL it is read again. */
  loadedAt: number;
}

export interface SessionCacheOptions {
  /** Backstop TTL in ms; the change feed is what normally drops an entry. 0 turns the cache off. */
  ttlMs: number;
  /** False while the change feed may miss a change: nothing is served or stored then. */
  live: () => boolean;
  /** Lets already-received change notifications be handled before a cached entry is served. */
  settle?: (() => Promise<void>) | undefined;
  /** Bounds memory against a flood of sessions; the oldest entries go first. */
  maxEntries?: number;
  monotonic?: () => number;
}

/**
 * Live sessions in memory, so an authenticated call costs no database round trip. Safe only
 * because the change feed drops a member's sessions on every instance whenever one of their
 * sessions ends or the member row changes (logout, forced logout, exclusion, password change,
 * status); the TTL is a backstop. The generation guard stops a read that raced an invalidation
 * from storing the row it read before the change.
 */
export function createSessionCache(options: SessionCacheOptions) {
  const { ttlMs, live } = options;
  const maxEntries = options.maxEntries ?? 100_000;
  const monotonic = options.monotonic ?? (() => performance.now());
  const byToken = new Map<string, CachedSession>();
  const byMember = new Map<number, Set<string>>();
  let generation = 0;

  const forget = (tokenHash: string) => {
    const entry = byToken.get(tokenHash);
    if (!entry) return;
    byToken.delete(tokenHash);
    const tokens = byMember.get(entry.member.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) byMember.delete(entry.member.id);
  };

  return {
    enabled: () => ttlMs > 0 && live(),
    settle: options.settle,

    /** The entry, unless it is past the backstop TTL or the feed is not live. */
    get(tokenHash: string): CachedSession | undefined {
      const entry = byToken.get(tokenHash);
      if (!entry) return undefined;
      if (!live() || monotonic() - entry.loadedAt >= ttlMs) {
        forget(tokenHash);
        return undefined;
      }
      return entry;
    },

    /** A token to hand to `store` after a read: the read is stored only if nothing changed meanwhile. */
    ticket: () => generation,

    /** Keeps `entry` itself (its idle clock is updated in place by later calls). */
    store(entry: CachedSession, ticket: number): void {
      if (ttlMs <= 0 || !live() || ticket !== generation) return;
      forget(entry.tokenHash);
      if (byToken.size >= maxEntries) {
        const oldest = byToken.keys().next().value;
        if (oldest !== undefined) forget(oldest);
      }
      entry.loadedAt = monotonic();
      byToken.set(entry.tokenHash, entry);
      const tokens = byMember.get(entry.member.id) ?? new Set<string>();
      tokens.add(entry.tokenHash);
      byMember.set(entry.member.id, tokens);
    },

    forgetToken(tokenHash: string): void {
      generation++;
      forget(tokenHash);
    },

    forgetMember(memberId: number): void {
      generation++;
      for (const tokenHash of [...(byMember.get(memberId) ?? [])]) forget(tokenHash);
    },

    clear(): void {
      generation++;
      byToken.clear();
      byMember.clear();
    },

    size: () => byToken.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
