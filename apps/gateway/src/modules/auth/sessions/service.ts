import type { Member } from '../../../db/schema';
import { newToken, sha256Hex } from '../../../security/tokens';
import type { MemberRepository } from '../../member/repository';
import type { CachedSession, SessionCache } from './cache';
import type { LiveSession, SessionRepository } from './repository';

export interface SessionDeps {
  repository: SessionRepository;
  members: MemberRepository;
  now: () => Date;
  maxHours: number;
  /** At most how often a busy session writes its idle clock, in ms (SESSION_TOUCH_SECONDS). */
  touchMs: number;
  /** Live sessions in memory, dropped by the change feed; absent: every call reads the database. */
  cache?: SessionCache;
}

export interface Authenticated {
  member: Member;
  tokenHash: string;
  /** Spec §4: until the password is changed, this session serves only PASSWORD_CHANGE_CALLS. */
  mustChangePassword: boolean;
}

/** Reads the token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{22,128})\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

export function createSessionService(deps: SessionDeps) {
  const { repository, now, cache } = deps;
  return {
    /**
     * A fresh token at every login (ARCHITECTURE: "rotated at each login"). Only its SHA-256
     * is stored; the idle timeout is the merchant's at the time the session starts.
     */
    async start(memberId: number, idleMinutes: number, options: { mustChangePassword?: boolean } = {}): Promise<string> {
      const token = newToken();
      const createdAt = now();
      await repository.add({
        tokenHash: sha256Hex(token),
        memberId,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + deps.maxHours * 60 * 60 * 1000),
        idleMinutes,
        mustChangePassword: options.mustChangePassword ?? false,
      });
      return token;
    },

    /**
     * The live session's member, with its idle clock restarted; undefined for anything else.
     * A cached session costs no database round trip; the stored idle clock is written at most
     * every `touchMs` (and every quarter of the idle timeout), so with several instances the idle
     * timeout is exact to within that window. Revocations need no clock: the change feed drops
     * the cached session on every instance, so the next call reads the database and finds nothing.
     */
    async authenticate(token: string): Promise<Authenticated | undefined> {
      const tokenHash = sha256Hex(token);
      const at = now();
      const t = at.getTime();
      if (cache?.settle && cache.size() > 0) await cache.settle();
      let entry = cache?.get(tokenHash);
      if (entry && (t >= entry.expiresAt || t >= entry.lastSeen + entry.idleMs)) {
        // Idle or over by this instance's clock: the database decides (another instance may have kept it alive).
        cache?.forgetToken(tokenHash);
        entry = undefined;
      }
      if (!entry) {
        const ticket = cache?.ticket() ?? 0;
        const row = await repository.find(tokenHash, at);
        if (!row) return undefined;
        if (row.member.status !== 'active') {
          await repository.remove(tokenHash);
          return undefined;
        }
        const loaded = cachedOf(tokenHash, row);
        cache?.store(loaded, ticket);
        entry = loaded;
      }
      if (t - entry.storedLastSeen >= Math.min(deps.touchMs, entry.idleMs / 4)) {
        entry.storedLastSeen = t;
        await repository.touch(tokenHash, at);
      }
      entry.lastSeen = Math.max(entry.lastSeen, t);
      return { member: entry.member, tokenHash, mustChangePassword: entry.mustChangePassword };
    },

    end: async (tokenHash: string) => {
      cache?.forgetToken(tokenHash);
      await repository.remove(tokenHash);
    },
    endAllFor: async (memberId: number) => {
      cache?.forgetMember(memberId);
      await repository.removeAllFor(memberId);
    },
  };
}

function cachedOf(tokenHash: string, row: LiveSession): CachedSession {
  const storedLastSeen = row.lastSeenAt.getTime();
  return {
    tokenHash,
    member: row.member,
    expiresAt: row.expiresAt.getTime(),
    idleMs: row.idleMinutes * 60_000,
    mustChangePassword: row.mustChangePassword,
    storedLastSeen,
    lastSeen: storedLastSeen,
    loadedAt: 0,
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
