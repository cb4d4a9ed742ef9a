import { queryOptions, useQueries } from '@tanstack/react-query';
import { teamOverviewCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { agentKeys } from './agent-keys';
import { useSignedIn } from './signed-in';

/** The team overview's chart covers the same 7 days as its figures. */
export const TEAM_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `count` UTC days, oldest first, as yyyy-mm-dd (today included). */
export function lastDays(count: number, now: Date = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export interface TeamDay {
  /** The UTC day, yyyy-mm-dd. */
  date: string;
  /** The team's approved deposits that day, minor units. */
  deposits: number;
  /** The team's real-money bets that day, minor units. */
  turnover: number;
}

export interface TeamDaysState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  days: TeamDay[];
}

/** One day's team overview: from = to = the day (a bare `to` date is the end of that day). */
export function fetchTeamDay(client: ApiClient, date: string) {
  return client.call(teamOverviewCall, { from: date, to: date });
}

/** Past days never change, so they stay cached for the session; `today` is still filling up. */
export function teamDayQueryOptions(client: ApiClient, date: string, today: string | undefined, enabled: boolean) {
  return queryOptions({
    queryKey: agentKeys.overviewDay(date),
    queryFn: () => fetchTeamDay(client, date),
    enabled,
    staleTime: date === today ? 0 : Infinity,
  });
}

/**
 * The team's deposits and bets per day (issue 21: "team deposits and bets per day" as a chart).
 * The gateway has no per-day series call, so each day is one team-overview call for that day
 * (from = to = the day; a bare `to` date is the end of that day), which the gateway answers from
 * its per-member day totals. Past days never change, so they stay cached for the session.
 */
export function useTeamDays(count = TEAM_DAYS, now?: Date): TeamDaysState {
  const client = useApiClient();
  const enabled = useSignedIn();
  const dates = lastDays(count, now);
  const today = dates.at(-1);
  return useQueries({
    queries: dates.map((date) => teamDayQueryOptions(client, date, today, enabled)),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      error: results.find((r) => r.isError)?.error ?? null,
      days: results.flatMap((r, i) => (r.data ? [{ date: dates[i] ?? '', deposits: r.data.deposits, turnover: r.data.turnover }] : [])),
    }),
  });
}
