import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { myLotteryBetsCall, roundHistoryCall } from '@platform/shared/api-contract';
import { useApiClient } from '@platform/shared/api-client';
import { tokenAtom } from '@platform/shared/session';
import { memberKeys } from './member-keys';

/** The betting record's page size (spec §2 personalHistoryCopy; the contracts allow up to 50). */
export const BETTING_RECORD_PAGE_SIZE = 20;
export const BETTING_SOURCES = ['inHouse', 'lottery'] as const;
export type BettingSource = (typeof BETTING_SOURCES)[number];

/** In-house rounds (game recall), newest first. */
export function useInHouseRounds(pageNo: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...memberKeys.all, 'bets', 'inHouse', pageNo],
    queryFn: () => client.call(roundHistoryCall, { pageNo, pageSize: BETTING_RECORD_PAGE_SIZE }),
    enabled: useAtomValue(tokenAtom) !== null,
    placeholderData: keepPreviousData,
  });
}

/** Lottery bets with their status and payout, newest first. */
export function useLotteryBets(pageNo: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...memberKeys.all, 'bets', 'lottery', pageNo],
    queryFn: () => client.call(myLotteryBetsCall, { pageNo, pageSize: BETTING_RECORD_PAGE_SIZE }),
    enabled: useAtomValue(tokenAtom) !== null,
    placeholderData: keepPreviousData,
  });
}
