import { queryOptions, useQuery } from '@tanstack/react-query';
import { hotGamesCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { useBrand } from '@platform/shared/session';
import { CATALOGUE_STALE_MS } from './game-pages';
import { gamesKeys } from './games-keys';

export function fetchHotGames(client: ApiClient, merchantCode: string, vassalage?: string) {
  return client.call(hotGamesCall, { merchantCode, isPlatform: 2, ...(vassalage ? { vassalage } : {}) });
}

export function hotGamesQueryOptions(client: ApiClient, merchantCode: string, vassalage?: string) {
  return queryOptions({
    queryKey: gamesKeys.hot(vassalage),
    queryFn: () => fetchHotGames(client, merchantCode, vassalage),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** Hot games (no session needed): the vendor tiles, then the top games; what a guest browses. */
export function useHotGames(vassalage?: string) {
  const client = useApiClient();
  const { merchantCode } = useBrand();
  return useQuery(hotGamesQueryOptions(client, merchantCode, vassalage));
}
