import { HttpError } from '../../http/http-error';

export const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_PAGE_SIZE = 10;

export function validation(field: string, key: string): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', `${field}: ${key}`, { fields: { [field]: { key } } });
}

/** Parses an ISO date or date-time; a bare date as `to` means the end of that day (UTC). */
export function parseDate(field: string, text: string, endOfDay: boolean): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(dateOnly ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) throw validation(field, 'validation.date');
  return dateOnly && endOfDay ? new Date(date.getTime() + DAY_MS - 1) : date;
}

/** The report period: [from, to] from the request, or the `defaultDays` before `to` (default now). */
export function periodOf(now: Date, fromText: string | undefined, toText: string | undefined, defaultDays: number): { from: Date; to: Date } {
  const to = toText ? parseDate('to', toText, true) : now;
  const from = fromText ? parseDate('from', fromText, false) : new Date(to.getTime() - defaultDays * DAY_MS);
  if (from > to) throw validation('from', 'validation.date_order');
  return { from, to };
}

export function pageOf(pageNo: number | undefined, pageSize: number | undefined) {
  const size = pageSize ?? DEFAULT_PAGE_SIZE;
  const no = pageNo ?? 1;
  return { pageNo: no, pageSize: size, offset: (no - 1) * size };
}

export function paged<T>(page: { pageNo: number; pageSize: number }, total: number, rows: T[]) {
  return { pageNo: page.pageNo, pageSize: page.pageSize, total, totalPages: Math.ceil(total / page.pageSize), rows };
}

export const isoOf = (value: string | Date) => new Date(value).toISOString();
