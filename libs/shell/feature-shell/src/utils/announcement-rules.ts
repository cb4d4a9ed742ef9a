import { formatDateTime } from '@platform/shared/i18n';
import { ANNOUNCEMENT_PAGER } from '@platform/shared/ui-kit';

/** Spec §9: 8 announcements per page. */
export function pageCount(total: number, perPage: number = ANNOUNCEMENT_PAGER.perPage): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The items of a 1-based page. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number = ANNOUNCEMENT_PAGER.perPage): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** Spec §9 "Date display is year-month-day hour:minute:second": yyyy-MM-dd HH:mm:ss. */
export const formatStartDate = formatDateTime;
