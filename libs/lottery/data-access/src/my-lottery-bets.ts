import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { myLotteryBetsCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { lotteryKeys } from './lottery-keys';
import { useSignedIn } from './signed-in';

export const BETS_PAGE_SIZE = 10;

/** My bets, newest first, paged at BETS_PAGE_SIZE. */
export function fetchMyLotteryBets(client: ApiClient, pageNo: number) {
  return client.call(myLotteryBetsCall, { pageNo, pageSize: BETS_PAGE_SIZE });
}

export function myLotteryBetsQueryOptions(client: ApiClient, pageNo: number, signedIn: boolean) {
  return queryOptions({
    queryKey: lotteryKeys.bets(pageNo),
    queryFn: () => fetchMyLotteryBets(client, pageNo),
    enabled: signedIn,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMyLotteryBets(pageNo: number) {
  const client = useApiClient();
  return useQuery(myLotteryBetsQueryOptions(client, pageNo, useSignedIn()));
}
