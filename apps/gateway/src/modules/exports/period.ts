import { EXPORT_DEFAULT_DAYS, EXPORT_MAX_DAYS } from '@platform/shared/api-contract';
import { HttpError } from '../../http/http-error';

const DAY_MS = 24 * 60 * 60 * 1000;

function invalid(field: string, key: string, message: string): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', `${field}: ${message}`, { fields: { [field]: { key } } });
}

/** An ISO date or date-time; a bare date as `to` means the end of that day (UTC). */
function parse(field: string, text: string, endOfDay: boolean): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(dateOnly ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) throw invalid(field, 'fairness.export_date', 'not a date');
  return dateOnly && endOfDay ? new Date(date.getTime() + DAY_MS - 1) : date;
}

export interface Period {
  from: Date;
  to: Date;
}

/**
 * The span an export covers: `to` defaults to now, `from` to 92 days before `to` (three months of
 * history at least). A reversed span, or one longer than 366 days, is refused with a field error.
 */
export function exportPeriod(input: { from?: string; to?: string }, now: Date): Period {
  const to = input.to ? parse('to', input.to, true) : now;
  const from = input.from ? parse('from', input.from, false) : new Date(to.getTime() - EXPORT_DEFAULT_DAYS * DAY_MS);
  if (from > to) throw invalid('from', 'fairness.export_date_order', 'must not be after to');
  if (to.getTime() - from.getTime() > EXPORT_MAX_DAYS * DAY_MS) {
    throw invalid('from', 'fairness.export_span', `an export covers at most ${EXPORT_MAX_DAYS} days`);
  }
  return { from, to };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The download's name: what it is and the days it covers, e.g. betting-record_2026-08-22_2026-11-22.csv. */
export const fileNameOf = (what: string, period: Period) => `${what}_${day(period.from)}_${day(period.to)}.csv`;
