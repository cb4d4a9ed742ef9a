import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { WINNER_BOARD_LIMIT, winnersCall, type Winner } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { shellKeys } from './shell-query-keys';
import { SESSION_CACHE_KEYS, clearSessionCache, readSessionCache, writeSessionCache } from './session-cache';

/** Spec §4 "The winner board is sorted by winAmount descending". */
export function sortWinnersByAmount(winners: readonly Winner[]): Winner[] {
  return [...winners].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
}

/** Spec §7 "Winner board (gameCategory ALL, language, limitNum 20)". */
export async function fetchWinners(client: ApiClient, language: string): Promise<Winner[]> {
  const winners = await client.call(winnersCall, {
    gameCategory: 'ALL',
    language,
    limitNum: String(WINNER_BOARD_LIMIT),
  });
  return sortWinnersByAmount(winners);
}

type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The board is cached in session storage under WINNERS until a refresh is asked for:
 * a cached board is the query's initial data and never goes stale; each fetch writes
 * through. `refreshWinners` drops the cache and fetches again.
 */
export function winnersQueryOptions(client: ApiClient, language: string, storage: CacheStorage = sessionStorage) {
  return queryOptions({
    queryKey: shellKeys.winners(language),
    queryFn: async () => {
      const winners = await fetchWinners(client, language);
      writeSessionCache(storage, SESSION_CACHE_KEYS.winners, language, winners);
      return winners;
    },
    initialData: () => readSessionCache<Winner[]>(storage, SESSION_CACHE_KEYS.winners, language),
    staleTime: Infinity,
  });
}

export function useWinners(language: string) {
  const client = useApiClient();
  return useQuery(winnersQueryOptions(client, language));
}

/** A requested refresh bypasses the session cache. */
export async function refreshWinners(
  queryClient: QueryClient,
  language: string,
  storage: Pick<Storage, 'removeItem'> = sessionStorage,
): Promise<void> {
  clearSessionCache(storage, SESSION_CACHE_KEYS.winners);
  await queryClient.refetchQueries({ queryKey: shellKeys.winners(language) });
}
