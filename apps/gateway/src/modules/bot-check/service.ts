import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { HttpError } from '../../http/http-error';
import type { BotCheckRepository } from './repository';

export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export interface BotCheckDeps {
  repository: BotCheckRepository;
  hmacKey: () => Promise<string>;
  now: () => Date;
  maxNumber: number;
}

interface SolutionPayload {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function parsePayload(altcha: string): SolutionPayload | null {
  try {
    const value = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')) as Partial<SolutionPayload>;
    const valid =
      typeof value.algorithm === 'string' &&
      typeof value.challenge === 'string' &&
      typeof value.number === 'number' &&
      typeof value.salt === 'string' &&
      typeof value.signature === 'string';
    return valid ? (value as SolutionPayload) : null;
  } catch {
    return null;
  }
}

/**
 * ALTCHA v1 proof of work (spec §5 "bot check"): the client finds n with
 * SHA-256(salt + n) = challenge; the HMAC signature proves we issued the challenge,
 * and the expiry sits inside the signed salt.
 */
export function createBotCheckService(deps: BotCheckDeps) {
  return {
    async challenge() {
      const challenge = await createChallenge({
        hmacKey: await deps.hmacKey(),
        maxNumber: deps.maxNumber,
        expires: new Date(deps.now().getTime() + CHALLENGE_TTL_MS),
      });
      return { ...challenge, algorithm: challenge.algorithm as string };
    },

    /** Throws BOT_CHECK_FAILED unless the solution is genuine, unexpired and used for the first time. */
    async verify(altcha: string | undefined): Promise<void> {
      const failed = new HttpError(400, 'BOT_CHECK_FAILED', 'The bot check failed, please try again');
      const payload = altcha ? parsePayload(altcha) : null;
      if (!payload || payload.algorithm !== 'SHA-256') throw failed;
      // Expiry is checked here, against the injectable clock, rather than inside altcha-lib.
      const solution = { ...payload, algorithm: 'SHA-256' as const };
      const expires = Number(extractParams(solution).expires);
      if (!Number.isFinite(expires) || expires * 1000 <= deps.now().getTime()) throw failed;
      const genuine = await verifySolution(solution, await deps.hmacKey(), false);
      if (!genuine) throw failed;
      if (!(await deps.repository.markUsed(payload.signature, new Date(expires * 1000)))) throw failed;
    },
  };
}

export type BotCheckService = ReturnType<typeof createBotCheckService>;
