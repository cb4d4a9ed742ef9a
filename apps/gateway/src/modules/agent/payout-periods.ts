import type { ContractCycle, ContractKind } from '@platform/shared/api-contract';

export type { ContractCycle };

/** Dividends choose one of the spec's salary periods (§9); this is the one an offer without a choice gets. */
export const DEFAULT_DIVIDEND_CYCLE: ContractCycle = 'semi_monthly';

/** The cycle a salary contract always pays on; a dividend's comes from its offer. */
export function cycleOfKind(kind: ContractKind, dividendCycle: ContractCycle = DEFAULT_DIVIDEND_CYCLE): ContractCycle {
  if (kind === 'realtime_salary') return 'realtime';
  if (kind === 'hourly_salary') return 'hourly';
  if (kind === 'daily_salary') return 'daily';
  return dividendCycle;
}

export interface PayoutPeriod {
  key: string;
  start: Date;
  end: Date;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How far back a run looks for unpaid periods. A period whose upline could not pay (short balance)
 * or that a stopped gateway missed is retried until it falls out of this window.
 */
export function lookbackMs(cycle: ContractCycle): number {
  switch (cycle) {
    case 'realtime':
      return DAY_MS;
    case 'hourly':
      return 2 * DAY_MS;
    case 'daily':
      return 7 * DAY_MS;
    case 'weekly':
      return 21 * DAY_MS;
    default:
      return 62 * DAY_MS;
  }
}

/** The start (UTC) of the period of `cycle` that contains `at`. */
export function periodStartOf(cycle: ContractCycle, at: Date, realtimeSeconds: number): Date {
  const t = at.getTime();
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const d = at.getUTCDate();
  switch (cycle) {
    case 'realtime': {
      const length = realtimeSeconds * 1000;
      return new Date(Math.floor(t / length) * length);
    }
    case 'hourly':
      return new Date(Math.floor(t / HOUR_MS) * HOUR_MS);
    case 'daily':
      return new Date(Date.UTC(y, m, d));
    case 'weekly': {
      // ISO weeks: Monday 00:00 UTC.
      const sinceMonday = (at.getUTCDay() + 6) % 7;
      return new Date(Date.UTC(y, m, d - sinceMonday));
    }
    case 'semi_monthly':
      return new Date(Date.UTC(y, m, d <= 15 ? 1 : 16));
    case 'monthly':
      return new Date(Date.UTC(y, m, 1));
  }
}

/** The start of the period after the one starting at `start`. */
export function nextPeriodStart(cycle: ContractCycle, start: Date, realtimeSeconds: number): Date {
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth();
  const d = start.getUTCDate();
  switch (cycle) {
    case 'realtime':
      return new Date(start.getTime() + realtimeSeconds * 1000);
    case 'hourly':
      return new Date(start.getTime() + HOUR_MS);
    case 'daily':
      return new Date(Date.UTC(y, m, d + 1));
    case 'weekly':
      return new Date(Date.UTC(y, m, d + 7));
    case 'semi_monthly':
      return d === 1 ? new Date(Date.UTC(y, m, 16)) : new Date(Date.UTC(y, m + 1, 1));
    case 'monthly':
      return new Date(Date.UTC(y, m + 1, 1));
  }
}

/** The key of a period: real-time keys carry the period length, so changing it never reuses a key. */
export function periodKeyOf(cycle: ContractCycle, start: Date, realtimeSeconds: number): string {
  const name = cycle === 'realtime' ? `realtime${realtimeSeconds}` : cycle;
  return `${name}:${start.toISOString()}`;
}

/**
 * The periods that ended by `until` and overlap [from, until): every period a contract active since
 * `from` may still be owed. Oldest first.
 */
export function finishedPeriods(cycle: ContractCycle, from: Date, until: Date, realtimeSeconds: number): PayoutPeriod[] {
  const periods: PayoutPeriod[] = [];
  for (let start = periodStartOf(cycle, from, realtimeSeconds); ; ) {
    const end = nextPeriodStart(cycle, start, realtimeSeconds);
    if (end > until) return periods;
    periods.push({ key: periodKeyOf(cycle, start, realtimeSeconds), start, end });
    start = end;
  }
}
