import { queryOptions, useQuery } from '@tanstack/react-query';
import { openedNumeroCall, type LotteryGame } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { lotteryKeys } from './lottery-keys';
import { useSignedIn } from './signed-in';

/** The last drawn numbers of each game (or one). */
export function fetchOpenedNumero(client: ApiClient, gameCode: LotteryGame | null) {
  return client.call(openedNumeroCall, gameCode ? { gameCode } : {});
}

export function openedNumeroQueryOptions(client: ApiClient, gameCode: LotteryGame | null, signedIn: boolean) {
  return queryOptions({
    queryKey: lotteryKeys.opened(gameCode),
    queryFn: () => fetchOpenedNumero(client, gameCode),
    enabled: signedIn,
  });
}

export function useOpenedNumero(gameCode: LotteryGame | null) {
  const client = useApiClient();
  return useQuery(openedNumeroQueryOptions(client, gameCode, useSignedIn()));
}
