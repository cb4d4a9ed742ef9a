import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryLobbyCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { lotteryKeys } from './lottery-keys';

/** The lobby is refetched this often as a fallback to the socket's `draw` event (periods roll over). */
export const LOBBY_REFRESH_MS = 10_000;

/** The lobby (spec §7: GET, data parameter): `data` is ALL, a group (FAST, VN, SEA) or game codes, comma-separated. */
export function fetchLotteryLobby(client: ApiClient, data: string) {
  return client.call(lotteryLobbyCall, { data });
}

export function lotteryLobbyQueryOptions(client: ApiClient, data = 'ALL') {
  return queryOptions({
    queryKey: lotteryKeys.lobby(data),
    queryFn: () => fetchLotteryLobby(client, data),
    refetchInterval: LOBBY_REFRESH_MS,
    staleTime: 0,
  });
}

export function useLotteryLobby(data = 'ALL') {
  const client = useApiClient();
  return useQuery(lotteryLobbyQueryOptions(client, data));
}
