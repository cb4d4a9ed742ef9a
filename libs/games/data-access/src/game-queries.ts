import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  favouriteListCall,
  gameListCall,
  hotGamesCall,
  recentGamesCall,
  vassGameTypeCall,
  type GamePage,
} from '@platform/shared/api-contract';
import { useApiClient } from '@platform/shared/api-client';
import { tokenAtom, useBrand } from '@platform/shared/session';
import { gamesKeys } from './games-keys';
import {
  GAME_LIST_PAGE_SIZE,
  pageSizeFor,
  type GameCategoryName,
  type GameListQuery,
} from './game-list-query';

/** The catalogue changes with a deploy, not while a player browses. */
const CATALOGUE_STALE_MS = 5 * 60_000;

export type GamePages = InfiniteData<GamePage>;

export function useSignedIn(): boolean {
  return useAtomValue(tokenAtom) !== null;
}

const nextPage = (last: GamePage) =>
  last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;

/** The category's game list (T), 16 a page for RNG and 50 for the others (spec §9), with load-more. */
export function useGameList(query: GameListQuery, options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  const signedIn = useSignedIn();
  return useInfiniteQuery({
    queryKey: gamesKeys.list(query),
    queryFn: ({ pageParam }) =>
      client.call(gameListCall, {
        clientType: 3,
        pageNo: pageParam,
        pageSize: pageSizeFor(query.gameType),
        ...query,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: signedIn && (options.enabled ?? true),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** Hot games (no session needed): the vendor tiles, then the top games; what a guest browses. */
export function useHotGames(vassalage?: string) {
  const client = useApiClient();
  const { merchantCode } = useBrand();
  return useQuery({
    queryKey: gamesKeys.hot(vassalage),
    queryFn: () =>
      client.call(hotGamesCall, {
        merchantCode,
        isPlatform: 2,
        ...(vassalage ? { vassalage } : {}),
      }),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** A category's vendors and classifications (T), for the vendor slider and the filters. */
export function useVassGameType(gameType: GameCategoryName, options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: gamesKeys.vassGameType(gameType),
    queryFn: () => client.call(vassGameTypeCall, { gameType }),
    enabled: signedIn && (options.enabled ?? true),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The favourite list (T), newest first, paged with load-more (spec §9). */
export function useFavouriteList() {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: gamesKeys.favourites(),
    queryFn: ({ pageParam }) =>
      client.call(favouriteListCall, { pageNo: pageParam, pageSize: GAME_LIST_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: useSignedIn(),
  });
}

/** Recent games (T), last launched first; refreshed after every launch and round. */
export function useRecentGames(gameType?: GameCategoryName) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: gamesKeys.recent(gameType),
    queryFn: ({ pageParam }) =>
      client.call(recentGamesCall, {
        page: pageParam,
        pageSize: GAME_LIST_PAGE_SIZE,
        clientType: 3,
        ...(gameType ? { gameType } : {}),
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: useSignedIn(),
  });
}
