import { randomBytes } from 'node:crypto';
import type { LoginValue, freePlayCall } from '@platform/shared/api-contract';
import type { Merchant } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { randomDigits } from '../../security/tokens';
import { collisionRetry, withRetry } from '../../db/retry';
import { DuplicateMemberError } from '../member/repository';
import { MEMBER_TYPE, requireFlag } from '../member/rules';
import { completeLogin } from './complete-login';
import type { ServiceDeps } from './deps';

/** Trial accounts cost a row and an argon2 hash each; one IP may make this many an hour. */
export const FREE_PLAY_PER_IP_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Spec §4 "Free play" (DIRECTREG3): a trial account, type 4, with play money only.
 * Its password is random and never shown, so the session this call returns is the
 * only way in; trial accounts skip the first-login and forced-change steps.
 */
export async function freePlay(
  deps: ServiceDeps,
  merchant: Merchant,
  input: Input<typeof freePlayCall>,
  ip: string,
): Promise<LoginValue> {
  requireFlag(merchant, 'DIRECTREG3');
  const now = deps.now();
  await deps.throttle.withLock(`free-play:${ip}`, async (locked) => {
    if ((await locked.count('free-play-ip', ip, new Date(now.getTime() - HOUR_MS))) >= FREE_PLAY_PER_IP_PER_HOUR) {
      throw new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many trial accounts from this address, please try again later');
    }
    await locked.record('free-play-ip', ip, now);
  });

  const passwordHash = await deps.passwords.hash(randomBytes(24).toString('base64url'));
  // 10^8 names make a clash rare; a few fresh draws make it vanishingly so.
  const member = await withRetry(collisionRetry((error) => error instanceof DuplicateMemberError), () => {
    const number = randomDigits(8);
    return deps.memberRepository.insert({
      merchantCode: merchant.code,
      account: `guest${number}`,
      nickname: `Guest ${number.slice(-4)}`,
      type: MEMBER_TYPE.TRIAL,
      passwordHash,
      passwordChangedAt: now,
      firstTimeLogin: false,
      profile: { os: input.os, platform: input.platform, registerMethod: 'FREEPLAY' },
    });
  });
  return completeLogin(deps, member, merchant, ip, { mustChangePassword: false, passwordExpired: false });
}
