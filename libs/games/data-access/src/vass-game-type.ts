import { queryOptions, useQuery } from '@tanstack/react-query';
import { vassGameTypeCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { CATALOGUE_STALE_MS } from './game-pages';
import type { GameCategoryName } from './game-list-query';
import { gamesKeys } from './games-keys';
import { useSignedIn } from './signed-in';

export function fetchVassGameType(client: ApiClient, gameType: GameCategoryName) {
  return client.call(vassGameTypeCall, { gameType });
}

export function vassGameTypeQueryOptions(client: ApiClient, gameType: GameCategoryName, enabled: boolean) {
  return queryOptions({
    queryKey: gamesKeys.vassGameType(gameType),
    queryFn: () => fetchVassGameType(client, gameType),
    enabled,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** A category's vendors and classifications (T), for the vendor slider and the filters. */
export function useVassGameType(gameType: GameCategoryName, options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  const signedIn = useSignedIn();
  return useQuery(vassGameTypeQueryOptions(client, gameType, signedIn && (options.enabled ?? true)));
}
