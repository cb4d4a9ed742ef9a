import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { gameListCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { CATALOGUE_STALE_MS, nextGamePage } from './game-pages';
import { pageSizeFor, type GameListQuery } from './game-list-query';
import { gamesKeys } from './games-keys';
import { useSignedIn } from './signed-in';

export function fetchGameList(client: ApiClient, query: GameListQuery, pageNo: number) {
  return client.call(gameListCall, { clientType: 3, pageNo, pageSize: pageSizeFor(query.gameType), ...query });
}

export function gameListQueryOptions(client: ApiClient, query: GameListQuery, enabled: boolean) {
  return infiniteQueryOptions({
    queryKey: gamesKeys.list(query),
    queryFn: ({ pageParam }) => fetchGameList(client, query, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextGamePage,
    enabled,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The category's game list (T), 16 a page for RNG and 50 for the others (spec §9), with load-more. */
export function useGameList(query: GameListQuery, options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  const signedIn = useSignedIn();
  return useInfiniteQuery(gameListQueryOptions(client, query, signedIn && (options.enabled ?? true)));
}
