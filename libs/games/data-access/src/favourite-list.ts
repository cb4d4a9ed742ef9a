import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { favouriteListCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { nextGamePage } from './game-pages';
import { GAME_LIST_PAGE_SIZE } from './game-list-query';
import { gamesKeys } from './games-keys';
import { useSignedIn } from './signed-in';

export function fetchFavouriteList(client: ApiClient, pageNo: number) {
  return client.call(favouriteListCall, { pageNo, pageSize: GAME_LIST_PAGE_SIZE });
}

export function favouriteListQueryOptions(client: ApiClient, signedIn: boolean) {
  return infiniteQueryOptions({
    queryKey: gamesKeys.favourites(),
    queryFn: ({ pageParam }) => fetchFavouriteList(client, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextGamePage,
    enabled: signedIn,
  });
}

/** The favourite list (T), newest first, paged with load-more (spec §9). */
export function useFavouriteList() {
  const client = useApiClient();
  return useInfiniteQuery(favouriteListQueryOptions(client, useSignedIn()));
}
