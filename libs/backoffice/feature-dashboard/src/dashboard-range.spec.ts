import { describe, expect, it } from 'vitest';
import { DASHBOARD_MAX_DAYS } from '@platform/shared/api-contract';
import { isoDay, lastDays, rangeProblem } from './dashboard-range';

describe('the dashboard range (issue 22: per merchant and per day)', () => {
  it('defaults to the last N UTC days, today included', () => {
    expect(lastDays(30, new Date('2026-11-26T23:59:00Z'))).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(lastDays(1, new Date('2026-01-01T00:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(isoDay(new Date('2026-02-28T12:00:00Z'))).toBe('2026-02-28');
  });

  it('refuses a backwards or unreadable range before asking the gateway', () => {
    expect(rangeProblem('2026-11-26', '2026-11-25')).toBe('order');
    expect(rangeProblem('', '2026-11-25')).toBe('order');
    expect(rangeProblem('2026-11-26', '2026-11-26')).toBeNull();
  });

  it('refuses a range longer than the gateway serves, and accepts the longest it serves', () => {
    const from = '2026-01-01';
    const last = isoDay(new Date(Date.parse(`${from}T00:00:00Z`) + (DASHBOARD_MAX_DAYS - 1) * 86_400_000));
    const oneMore = isoDay(new Date(Date.parse(`${from}T00:00:00Z`) + DASHBOARD_MAX_DAYS * 86_400_000));
    expect(rangeProblem(from, last)).toBeNull();
    expect(rangeProblem(from, oneMore)).toBe('tooLong');
  });
});
