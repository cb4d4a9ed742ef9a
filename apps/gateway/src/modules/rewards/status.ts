import { RAFFLE_PROMOTION_TYPE, type ActivityStatus } from '@platform/shared/api-contract';
import type { ActivityApplicationRow } from '../../db/member-schema';

/**
 * A member's status in one promotion (spec §4 "Activity statuses"). Every status of ACTIVITY_STATUSES
 * occurs; the spec names them without their transitions, so these are ours:
 *
 * - No application yet, the promotion's dates decide: not started is `coming_soon`, past its closing
 *   time `closed`, otherwise `join`.
 * - Apply (remark and images, spec §5) -> `applying`: submitted, waiting in the operator's queue.
 * - A sign-up promotion (spec §7 "Sign-up promotion join and request reward") is joined without proof
 *   -> `joined`; its reward request (applying again) moves it to `applying`.
 * - The operator's review takes an application up -> `in_process` (under review). The spec's redeem
 *   statuses use "in process" the same way, for a request someone is working on.
 * - From `applying` or `in_process` the operator decides: approve -> `claim` (the member claims it
 *   -> `claimed`), issue -> `issued` (paid at once), reject -> `rejected`.
 * - A raffle (spec §7 "Raffle promotion claim") is joined without proof -> `joined`. The operator
 *   draws: a winner is approved with the prize -> `claim` (claimed once into MAIN -> `claimed`), a
 *   member marked as not drawn -> `rejected`. Our choice for the others: a member still `joined`
 *   once the raffle has closed was not drawn, so they see `closed`; before closing, `joined`.
 * - A red envelope (spec §2) is opened once and paid at once -> `claimed` with its amount.
 */
export function activityStatus(
  promotion: { startDate: Date; closesAt: Date | null; promotionType?: string | null },
  application: Pick<ActivityApplicationRow, 'status'> | null,
  now: Date,
): ActivityStatus {
  const closed = promotion.closesAt !== null && promotion.closesAt <= now;
  if (application) return application.status === 'joined' && promotion.promotionType === RAFFLE_PROMOTION_TYPE && closed ? 'closed' : application.status;
  if (promotion.startDate > now) return 'coming_soon';
  if (closed) return 'closed';
  return 'join';
}

/** The application statuses an operator may still decide (approve, issue, reject) or review. */
export const UNDECIDED_STATUSES = ['applying', 'in_process'] as const satisfies readonly ActivityApplicationRow['status'][];

export function isUndecided(status: ActivityApplicationRow['status']): status is (typeof UNDECIDED_STATUSES)[number] {
  return (UNDECIDED_STATUSES as readonly string[]).includes(status);
}
