import { DATE_PRESETS } from '@platform/shared/api-contract';

export type DatePreset = (typeof DATE_PRESETS)[number];
export { DATE_PRESETS };

export interface DateRange {
  /** yyyy-mm-dd, inclusive; the gateway reads a bare `to` date as the end of that day. */
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Spec §9 "Date picker presets: next 7, next 30, previous 7, previous 30 days", as UTC days
 * counted from today: `previous7` is the 7 days ending today, `next7` the 7 days starting today.
 */
export function rangeOfPreset(preset: DatePreset, now: Date = new Date()): DateRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = preset.endsWith('30') ? 30 : 7;
  return preset.startsWith('next')
    ? { from: dayOf(today), to: dayOf(today + (days - 1) * DAY_MS) }
    : { from: dayOf(today - (days - 1) * DAY_MS), to: dayOf(today) };
}
