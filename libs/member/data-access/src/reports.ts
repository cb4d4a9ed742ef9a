import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type * as z from 'zod/mini';
import { BONUS_DETAILS_PAGE_SIZE, bonusDetailsCall, personalProfitCall, type BonusType } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { tokenAtom } from '@platform/shared/session';
import { memberKeys } from './member-keys';

export type ProfitRange = z.input<typeof personalProfitCall.request>;

/** personalProfit (spec §2): the member's profit and loss over a preset or a from..to range of days. */
export function fetchProfit(client: ApiClient, range: ProfitRange) {
  return client.call(personalProfitCall, range);
}

/** The summary and each chart bucket share these; what the screen keeps while a range loads is the hook's. */
export function profitQueryOptions(client: ApiClient, range: ProfitRange, signedIn: boolean) {
  return queryOptions({
    queryKey: memberKeys.profit(range),
    queryFn: () => fetchProfit(client, range),
    enabled: signedIn,
  });
}

export function useProfit(range: ProfitRange) {
  const client = useApiClient();
  // The summary keeps the previous range's figures on screen while the new range loads.
  return useQuery({ ...profitQueryOptions(client, range, useAtomValue(tokenAtom) !== null), placeholderData: keepPreviousData });
}

/** bonusDetails (spec §2): rebates and promotion rewards, newest first. */
export function fetchBonusDetails(client: ApiClient, type: BonusType | 'all', pageNo: number) {
  return client.call(bonusDetailsCall, { type, pageNo, pageSize: BONUS_DETAILS_PAGE_SIZE });
}

export function bonusDetailsQueryOptions(client: ApiClient, type: BonusType | 'all', pageNo: number, signedIn: boolean) {
  return queryOptions({
    queryKey: memberKeys.bonus(type, pageNo),
    queryFn: () => fetchBonusDetails(client, type, pageNo),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function useBonusDetails(type: BonusType | 'all', pageNo: number) {
  const client = useApiClient();
  return useQuery(bonusDetailsQueryOptions(client, type, pageNo, useAtomValue(tokenAtom) !== null));
}

/** The most points a profit chart draws: a longer range is grouped into buckets of several days. */
export const PROFIT_CHART_MAX_POINTS = 31;

/** One point of the profit chart: the first day of its bucket and the bucket's profit and loss. */
export interface ProfitPoint {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The from..to range split into at most PROFIT_CHART_MAX_POINTS consecutive buckets of whole days
 * (one day each for a month or less), so the chart reads the same profit report the summary does,
 * bucket by bucket, without a second report on the gateway.
 */
export function profitBuckets(from: string, to: string, maxPoints = PROFIT_CHART_MAX_POINTS): ProfitPoint[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return [];
  const days = Math.round((end - start) / DAY_MS) + 1;
  const size = Math.ceil(days / maxPoints);
  const buckets: ProfitPoint[] = [];
  for (let first = start; first <= end; first += size * DAY_MS) {
    buckets.push({ from: isoDay(first), to: isoDay(Math.min(end, first + (size - 1) * DAY_MS)) });
  }
  return buckets;
}

/** The profit and loss of each bucket of the range (for the chart); nothing is fetched for a single day. */
export function useProfitOverTime(from: string | undefined, to: string | undefined) {
  const client = useApiClient();
  const signedIn = useAtomValue(tokenAtom) !== null;
  const buckets = from && to ? profitBuckets(from, to) : [];
  const results = useQueries({
    queries: (buckets.length > 1 ? buckets : []).map((bucket) => ({
      ...profitQueryOptions(client, bucket, signedIn),
      // Past days do not change often; the chart must not refetch 31 reports on every focus.
      staleTime: 60_000,
    })),
  });
  const isPending = results.some((result) => result.isPending);
  const isError = results.some((result) => result.isError);
  const points = isPending || isError ? [] : buckets.map((bucket, index) => ({ ...bucket, profit: results[index]?.data?.profit ?? 0 }));
  return { points, isPending: buckets.length > 1 && isPending, isError };
}
