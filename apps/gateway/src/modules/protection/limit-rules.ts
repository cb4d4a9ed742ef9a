import type { LimitKind, LimitPeriod, ProtectionLimit } from '../../db/protection-schema';

/** The rolling windows of the money limits, in milliseconds. A month is 30 days. */
export const WINDOW_MS: Record<Exclude<LimitPeriod, 'session'>, number> = {
  day: 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
  month: 30 * 24 * 60 * 60 * 1000,
};
export const MONEY_PERIODS = ['day', 'week', 'month'] as const;
export type MoneyPeriod = (typeof MONEY_PERIODS)[number];
export const MONEY_KINDS = ['deposit', 'loss', 'wager'] as const;

/** The value in force at `at`: a waiting raise or removal replaces the current value once its time has come. */
export function effectiveValue(row: Pick<ProtectionLimit, 'value' | 'pendingValue' | 'pendingFrom'>, at: Date): number | null {
  if (row.pendingFrom && row.pendingFrom.getTime() <= at.getTime()) return row.pendingValue;
  return row.value;
}

/** A change is a tightening (applies at once) when it sets a first limit or lowers the one in force. */
export function isTightening(current: number | null, next: number | null): boolean {
  if (next === null) return current === null;
  return current === null || next <= current;
}

export interface LimitChange {
  value: number | null;
  pendingValue: number | null;
  pendingFrom: Date | null;
}

/**
 * What a request to set `next` stores, given the value in force. A decrease (or a first limit)
 * applies at once and cancels any raise still waiting; a raise or a removal waits `delayMs`.
 */
export function planChange(current: number | null, next: number | null, at: Date, delayMs: number): LimitChange {
  if (isTightening(current, next)) return { value: next, pendingValue: null, pendingFrom: null };
  return { value: current, pendingValue: next, pendingFrom: new Date(at.getTime() + delayMs) };
}

export function isMoneyPeriod(period: LimitPeriod): period is MoneyPeriod {
  return period !== 'session';
}

/** A money limit takes a money period; the session limit only `session`. */
export function validPair(kind: LimitKind, period: LimitPeriod): boolean {
  return (kind === 'session') === (period === 'session');
}
