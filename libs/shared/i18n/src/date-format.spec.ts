import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-format';

describe('date display (spec §9: year-month-day hour:minute:second)', () => {
  it('keeps a plain server date-time as written, adding missing seconds', () => {
    expect(formatDateTime('2026-03-04 05:06:07')).toBe('2026-03-04 05:06:07');
    expect(formatDateTime('2026-03-04T05:06')).toBe('2026-03-04 05:06:00');
  });

  it('shows an ISO instant in the local zone, and an unparseable value as given', () => {
    const iso = new Date(2026, 2, 4, 5, 6, 7).toISOString();
    expect(formatDateTime(iso)).toBe('2026-03-04 05:06:07');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
