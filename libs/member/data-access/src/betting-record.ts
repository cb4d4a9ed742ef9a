import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { myLotteryBetsCall, roundHistoryCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { tokenAtom } from '@platform/shared/session';
import { memberKeys } from './member-keys';

/** The betting record's page size (spec §2 personalHistoryCopy; the contracts allow up to 50). */
export const BETTING_RECORD_PAGE_SIZE = 20;
export const BETTING_SOURCES = ['inHouse', 'lottery'] as const;
export type BettingSource = (typeof BETTING_SOURCES)[number];

/** In-house rounds (game recall), newest first. */
export function fetchInHouseRounds(client: ApiClient, pageNo: number) {
  return client.call(roundHistoryCall, { pageNo, pageSize: BETTING_RECORD_PAGE_SIZE });
}

export function inHouseRoundsQueryOptions(client: ApiClient, pageNo: number, signedIn: boolean) {
  return queryOptions({
    queryKey: memberKeys.bets('inHouse', pageNo),
    queryFn: () => fetchInHouseRounds(client, pageNo),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function useInHouseRounds(pageNo: number) {
  const client = useApiClient();
  return useQuery(inHouseRoundsQueryOptions(client, pageNo, useAtomValue(tokenAtom) !== null));
}

/** Lottery bets with their status and payout, newest first. */
export function fetchLotteryBets(client: ApiClient, pageNo: number) {
  return client.call(myLotteryBetsCall, { pageNo, pageSize: BETTING_RECORD_PAGE_SIZE });
}

export function lotteryBetsQueryOptions(client: ApiClient, pageNo: number, signedIn: boolean) {
  return queryOptions({
    queryKey: memberKeys.bets('lottery', pageNo),
    queryFn: () => fetchLotteryBets(client, pageNo),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function useLotteryBets(pageNo: number) {
  const client = useApiClient();
  return useQuery(lotteryBetsQueryOptions(client, pageNo, useAtomValue(tokenAtom) !== null));
}
