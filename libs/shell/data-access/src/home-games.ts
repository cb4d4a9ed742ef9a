import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { hotGamesCall, popularGamesCall, type Game } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { useBrand } from '@platform/shared/session';
import { shellKeys } from './shell-query-keys';
import { SESSION_CACHE_KEYS, clearSessionCache, readSessionCache, writeSessionCache } from './session-cache';

type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Spec §7 "Hot games (merchantCode, isPlatform 2, vassalage, platform, language)": the vendor tiles, then the top games. */
export function fetchHotGames(client: ApiClient, merchantCode: string, language: string): Promise<Game[]> {
  return client.call(hotGamesCall, { merchantCode, isPlatform: 2, platform: 'html5-desktop', language });
}

/**
 * The home page's hot games, cached in session storage under HOT_GAMES until a refresh is asked for
 * (spec §4), as the winner board is: a cached list is the query's initial data and never goes stale;
 * each fetch writes through. A language change drops the cache (`reloadForLanguage`).
 */
export function hotGamesQueryOptions(
  client: ApiClient,
  merchantCode: string,
  language: string,
  storage: CacheStorage = sessionStorage,
) {
  return queryOptions({
    queryKey: shellKeys.hotGames(language),
    queryFn: async () => {
      const games = await fetchHotGames(client, merchantCode, language);
      writeSessionCache(storage, SESSION_CACHE_KEYS.hotGames, language, games);
      return games;
    },
    initialData: () => readSessionCache<Game[]>(storage, SESSION_CACHE_KEYS.hotGames, language),
    staleTime: Infinity,
  });
}

export function useHomeHotGames(language: string) {
  const client = useApiClient();
  const { merchantCode } = useBrand();
  return useQuery(hotGamesQueryOptions(client, merchantCode, language));
}

/** A requested refresh bypasses the HOT_GAMES cache. */
export async function refreshHotGames(
  queryClient: QueryClient,
  language: string,
  storage: Pick<Storage, 'removeItem'> = sessionStorage,
): Promise<void> {
  clearSessionCache(storage, SESSION_CACHE_KEYS.hotGames);
  await queryClient.refetchQueries({ queryKey: shellKeys.hotGames(language) });
}

/** Popular games (spec §7): 50 games; the home page's recommended tab keeps those flagged isTop. */
export function popularGamesQueryOptions(client: ApiClient, language: string) {
  return queryOptions({
    queryKey: shellKeys.popularGames(language),
    queryFn: () => client.call(popularGamesCall, { language }),
    staleTime: 5 * 60_000,
  });
}

export function usePopularGames(language: string) {
  const client = useApiClient();
  return useQuery(popularGamesQueryOptions(client, language));
}
