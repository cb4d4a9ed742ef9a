import type { Member } from '../../db/schema';
import { newToken, sha256Hex } from '../../security/tokens';
import type { MemberRepository } from '../members/repository';
import type { SessionRepository } from './repository';

export interface SessionDeps {
  repository: SessionRepository;
  members: MemberRepository;
  now: () => Date;
  maxHours: number;
}

export interface Authenticated {
  member: Member;
  tokenHash: string;
}

/** Reads the token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{22,128})\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

export function createSessionService(deps: SessionDeps) {
  const { repository, now } = deps;
  return {
    /**
     * A fresh token at every login (ARCHITECTURE: "rotated at each login"). Only its SHA-256
     * is stored; the idle timeout is the merchant's at the time the session starts.
     */
    async start(memberId: number, idleMinutes: number): Promise<string> {
      const token = newToken();
      const createdAt = now();
      await repository.add({
        tokenHash: sha256Hex(token),
        memberId,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + deps.maxHours * 60 * 60 * 1000),
        idleMinutes,
      });
      return token;
    },

    /** The live session's member, with its idle clock restarted; undefined for anything else. */
    async authenticate(token: string): Promise<Authenticated | undefined> {
      const tokenHash = sha256Hex(token);
      const member = await repository.touch(tokenHash, now());
      if (!member) return undefined;
      if (member.status !== 'active') {
        await repository.remove(tokenHash);
        return undefined;
      }
      return { member, tokenHash };
    },

    end: (tokenHash: string) => repository.remove(tokenHash),
    endAllFor: (memberId: number) => repository.removeAllFor(memberId),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
