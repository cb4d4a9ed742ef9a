import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameMenusCall, type GameCategory } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { shellKeys } from './shell-query-keys';

/** Spec §9 "Menu calls use device WEB". */
export function fetchGameMenus(client: ApiClient): Promise<GameCategory[]> {
  return client.call(gameMenusCall, { device: 'WEB' });
}

export function gameMenusQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: shellKeys.gameMenus(),
    queryFn: () => fetchGameMenus(client),
    // Spec §4: vendor lanes are cached unless flushed (a language change flushes them).
    staleTime: Infinity,
  });
}

export function useGameMenus() {
  const client = useApiClient();
  return useQuery(gameMenusQueryOptions(client));
}
