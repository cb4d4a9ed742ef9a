import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import {
  gameRecallCall,
  gameSeedCall,
  rotateSeedCall,
  verifyRoundCall,
  type RecallRound,
} from '@platform/shared/api-contract';
import { useApiClient, type ApiClient, type ApiError } from '@platform/shared/api-client';
import { gamesKeys } from './games-keys';
import { useSignedIn } from './signed-in';

/**
 * Provably fair in-house play: the session's seed pair (its hash is shown before any round), the
 * rotation that reveals it, the verification of a round and game recall.
 */

/** The session's seed pair (T); the gateway creates it on first use. */
export function fetchSeedPair(client: ApiClient) {
  return client.call(gameSeedCall, {});
}

export function seedPairQueryOptions(client: ApiClient, signedIn: boolean) {
  return queryOptions({ queryKey: gamesKeys.seed(), queryFn: () => fetchSeedPair(client), enabled: signedIn });
}

export function useSeedPair() {
  const client = useApiClient();
  return useQuery(seedPairQueryOptions(client, useSignedIn()));
}

/** Reveals the current server seed and commits a new one; with `clientSeed`, the player's own seed. */
export function useRotateSeed() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<z.output<typeof rotateSeedCall.response>, ApiError, { clientSeed?: string }>({
    mutationKey: [rotateSeedCall.id],
    mutationFn: (input) => client.call(rotateSeedCall, input),
    onSuccess: async (value) => {
      // A seed fetch still in flight would land after this and bring the revealed pair back.
      await queryClient.cancelQueries({ queryKey: gamesKeys.seed() });
      queryClient.setQueryData(gamesKeys.seed(), value.active);
      // Rounds of the revealed seed can be verified now.
      void queryClient.invalidateQueries({ queryKey: gamesKeys.recall() });
      void queryClient.invalidateQueries({ queryKey: gamesKeys.verifyAll() });
    },
  });
}

/** Game recall (T): the last 10 rounds of each game; `gameCode` keeps one game's. */
export function fetchGameRecall(client: ApiClient) {
  return client.call(gameRecallCall, {});
}

export function gameRecallQueryOptions(client: ApiClient, signedIn: boolean) {
  return queryOptions({ queryKey: gamesKeys.recall(), queryFn: () => fetchGameRecall(client), enabled: signedIn });
}

export function useGameRecall(gameCode?: string) {
  const client = useApiClient();
  return useQuery({
    ...gameRecallQueryOptions(client, useSignedIn()),
    select: (value): RecallRound[] =>
      value.games
        .filter((game) => gameCode === undefined || game.gameCode === gameCode)
        .flatMap((game) => game.rounds),
  });
}

/** One round recomputed from its revealed seed; SEED_NOT_REVEALED while the seed is secret. */
export function fetchRoundVerification(client: ApiClient, roundId: string) {
  return client.call(verifyRoundCall, { roundId });
}

export function roundVerificationQueryOptions(client: ApiClient, roundId: string | null, signedIn: boolean) {
  return queryOptions<z.output<typeof verifyRoundCall.response>, ApiError>({
    queryKey: gamesKeys.verify(roundId ?? ''),
    queryFn: () => fetchRoundVerification(client, roundId!),
    enabled: signedIn && roundId !== null,
    // A refusal (the seed is still secret) will not change by asking again.
    retry: false,
  });
}

export function useRoundVerification(roundId: string | null) {
  const client = useApiClient();
  return useQuery(roundVerificationQueryOptions(client, roundId, useSignedIn()));
}
