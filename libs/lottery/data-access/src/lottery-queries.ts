import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  lotteryLobbyCall,
  lotteryRecentCall,
  lotteryVerifyCall,
  myLotteryBetsCall,
  openedNumeroCall,
  type LotteryGame,
} from '@platform/shared/api-contract';
import { useApiClient } from '@platform/shared/api-client';
import { tokenAtom } from '@platform/shared/session';
import { lotteryKeys } from './lottery-keys';

export const BETS_PAGE_SIZE = 10;
export const RECENT_PAGE_SIZE = 20;
/** The lobby is refetched this often as a fallback to the socket's `draw` event (periods roll over). */
export const LOBBY_REFRESH_MS = 10_000;

function useSignedIn() {
  return useAtomValue(tokenAtom) !== null;
}

/** The lobby (spec §7: GET, data parameter): `data` is ALL, a group (FAST, VN, SEA) or game codes, comma-separated. */
export function useLotteryLobby(data = 'ALL') {
  const client = useApiClient();
  return useQuery({
    queryKey: lotteryKeys.lobby(data),
    queryFn: () => client.call(lotteryLobbyCall, { data }),
    refetchInterval: LOBBY_REFRESH_MS,
    staleTime: 0,
  });
}

/** Recent drawn (and cancelled) periods, newest first, of one game or all. */
export function useRecentDraws(gameCode: LotteryGame | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: lotteryKeys.recent(gameCode),
    queryFn: () => client.call(lotteryRecentCall, { ...(gameCode ? { gameCode } : {}), pageSize: RECENT_PAGE_SIZE }),
    enabled: useSignedIn(),
    placeholderData: keepPreviousData,
  });
}

/** The last drawn numbers of each game (or one). */
export function useOpenedNumero(gameCode: LotteryGame | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: lotteryKeys.opened(gameCode),
    queryFn: () => client.call(openedNumeroCall, gameCode ? { gameCode } : {}),
    enabled: useSignedIn(),
  });
}

/** My bets, newest first, paged at BETS_PAGE_SIZE. */
export function useMyLotteryBets(pageNo: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: lotteryKeys.bets(pageNo),
    queryFn: () => client.call(myLotteryBetsCall, { pageNo, pageSize: BETS_PAGE_SIZE }),
    enabled: useSignedIn(),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A draw's verification data (public); a published result never changes, so it is cached for good once drawn. */
export function useLotteryVerify(periodId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: lotteryKeys.verify(periodId ?? ''),
    queryFn: () => client.call(lotteryVerifyCall, { periodId: periodId ?? '' }),
    enabled: periodId !== null,
  });
}
