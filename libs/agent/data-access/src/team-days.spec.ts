import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@platform/shared/api-client';
import { lastDays, teamDayQueryOptions } from './team-days';

describe('the team chart days (issue 21: team deposits and bets per day)', () => {
  it('are the last 7 UTC days, oldest first, today last, across a month end', () => {
    expect(lastDays(7, new Date('2026-12-02T23:30:00Z'))).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('cache a past day for the session and refetch today, under the overview key', () => {
    const client = {} as ApiClient;
    const past = teamDayQueryOptions(client, '2026-12-01', '2026-12-02', true);
    const today = teamDayQueryOptions(client, '2026-12-02', '2026-12-02', true);
    expect(past.queryKey).toEqual(['agent', 'overview', 'day', '2026-12-01']);
    expect(past.staleTime).toBe(Infinity);
    expect(today.staleTime).toBe(0);
  });
});
