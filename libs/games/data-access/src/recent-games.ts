import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { recentGamesCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { nextGamePage } from './game-pages';
import { GAME_LIST_PAGE_SIZE, type GameCategoryName } from './game-list-query';
import { gamesKeys } from './games-keys';
import { useSignedIn } from './signed-in';

export function fetchRecentGames(client: ApiClient, page: number, gameType?: GameCategoryName) {
  return client.call(recentGamesCall, {
    page,
    pageSize: GAME_LIST_PAGE_SIZE,
    clientType: 3,
    ...(gameType ? { gameType } : {}),
  });
}

export function recentGamesQueryOptions(client: ApiClient, gameType: GameCategoryName | undefined, signedIn: boolean) {
  return infiniteQueryOptions({
    queryKey: gamesKeys.recent(gameType),
    queryFn: ({ pageParam }) => fetchRecentGames(client, pageParam, gameType),
    initialPageParam: 1,
    getNextPageParam: nextGamePage,
    enabled: signedIn,
  });
}

/** Recent games (T), last launched first; refreshed after every launch and round. */
export function useRecentGames(gameType?: GameCategoryName) {
  const client = useApiClient();
  return useInfiniteQuery(recentGamesQueryOptions(client, gameType, useSignedIn()));
}
