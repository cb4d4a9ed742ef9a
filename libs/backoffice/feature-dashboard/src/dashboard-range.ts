import { DASHBOARD_MAX_DAYS } from '@platform/shared/api-contract';

const DAY_MS = 86_400_000;

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last `days` UTC days up to today, the dashboard's default range. */
export function lastDays(days: number, now: Date = new Date()): { from: string; to: string } {
  return { from: isoDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: isoDay(now) };
}

/** The gateway refuses a range over DASHBOARD_MAX_DAYS or backwards: say so before asking. */
export function rangeProblem(from: string, to: string): 'order' | 'tooLong' | null {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return 'order';
  if ((end - start) / DAY_MS + 1 > DASHBOARD_MAX_DAYS) return 'tooLong';
  return null;
}
