import { sql, type SQL } from 'drizzle-orm';
import { DAY_MS } from './paging';

/**
 * How a report period [from, to] reads the per-day totals (agent_member_days, agent_turnover_days,
 * migration 0020): it sums the whole UTC days `firstDay`..`lastDay` that hold the period, then takes
 * back out, from the source rows, what lies in those days outside the period: [headStart, from)
 * before it and (to, tailEnd) after it. So the result equals summing the source rows of [from, to]
 * to the microsecond, and the source rows read are at most the hours of the first day before
 * `from` (none for a period starting at 00:00) and of the last day after `to` (none for a period
 * ending now, or at the end of a day).
 */
export interface DayWindow {
  firstDay: string;
  lastDay: string;
  headStart: Date;
  tailEnd: Date;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const startOfDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export function dayWindow(from: Date, to: Date): DayWindow {
  return { firstDay: dayOf(from), lastDay: dayOf(to), headStart: startOfDay(from), tailEnd: new Date(startOfDay(to).getTime() + DAY_MS) };
}

export const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** `column` is in the period's days but outside the period itself: the part the day totals over-count. */
export function outsidePeriod(column: SQL, from: Date, to: Date, window: DayWindow): SQL {
  return sql`((${column} >= ${iso(window.headStart)} and ${column} < ${iso(from)}) or (${column} > ${iso(to)} and ${column} < ${iso(window.tailEnd)}))`;
}
