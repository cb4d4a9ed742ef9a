import type { ActivityStatus } from '@platform/shared/api-contract';
import type { ActivityApplicationRow } from '../../db/member-schema';

/**
 * A member's status in one promotion (spec §4 "Activity statuses"). An application decides it;
 * without one the promotion's dates do: not started is coming soon, past its closing time closed,
 * otherwise the member may join (apply).
 */
export function activityStatus(
  promotion: { startDate: Date; closesAt: Date | null },
  application: Pick<ActivityApplicationRow, 'status'> | null,
  now: Date,
): ActivityStatus {
  if (application) return application.status;
  if (promotion.startDate > now) return 'coming_soon';
  if (promotion.closesAt && promotion.closesAt <= now) return 'closed';
  return 'join';
}
