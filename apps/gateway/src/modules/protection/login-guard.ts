import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { activeExclusion } from './exclusion';

/**
 * Refuses while the person is in cool-off or self-exclusion on any brand of the operator:
 * 403 COOLING_OFF or SELF_EXCLUDED, with the end date. Logins call it after the credentials were
 * proven, so it tells nothing to a stranger; vendor bets call it because a vendor's own game
 * session outlives the gateway sessions an exclusion ends.
 */
export async function assertNotExcluded(db: Db, memberId: number, at: Date): Promise<void> {
  const exclusion = await activeExclusion(db, memberId, at);
  if (!exclusion) return;
  const endsAt = exclusion.endsAt ? exclusion.endsAt.toISOString() : null;
  if (exclusion.kind === 'cool_off') {
    throw new HttpError(403, 'COOLING_OFF', `This account is on a cool-off break until ${endsAt}`, { endsAt });
  }
  throw new HttpError(403, 'SELF_EXCLUDED', endsAt ? `This account is self-excluded until ${endsAt}` : 'This account is self-excluded permanently', {
    endsAt,
  });
}

/** Every login path (auth completeLogin) refuses an excluded person. */
export const assertLoginAllowed = assertNotExcluded;
