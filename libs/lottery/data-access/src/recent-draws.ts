import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryRecentCall, type LotteryGame } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { lotteryKeys } from './lottery-keys';
import { useSignedIn } from './signed-in';

export const RECENT_PAGE_SIZE = 20;

/** Recent drawn (and cancelled) periods, newest first, of one game or all. */
export function fetchRecentDraws(client: ApiClient, gameCode: LotteryGame | null) {
  return client.call(lotteryRecentCall, { ...(gameCode ? { gameCode } : {}), pageSize: RECENT_PAGE_SIZE });
}

export function recentDrawsQueryOptions(client: ApiClient, gameCode: LotteryGame | null, signedIn: boolean) {
  return queryOptions({
    queryKey: lotteryKeys.recent(gameCode),
    queryFn: () => fetchRecentDraws(client, gameCode),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function useRecentDraws(gameCode: LotteryGame | null) {
  const client = useApiClient();
  return useQuery(recentDrawsQueryOptions(client, gameCode, useSignedIn()));
}
