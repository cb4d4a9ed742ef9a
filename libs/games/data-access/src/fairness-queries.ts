import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import {
  gameRecallCall,
  gameSeedCall,
  rotateSeedCall,
  verifyRoundCall,
  type RecallRound,
} from '@platform/shared/api-contract';
import { useApiClient, type ApiError } from '@platform/shared/api-client';
import { gamesKeys } from './games-keys';
import { useSignedIn } from './game-queries';

/**
 * Provably fair in-house play: the session's seed pair (its hash is shown before any round), the
 * rotation that reveals it, the verification of a round and game recall.
 */

/** The session's seed pair (T); the gateway creates it on first use. */
export function useSeedPair() {
  const client = useApiClient();
  return useQuery({
    queryKey: gamesKeys.seed(),
    queryFn: () => client.call(gameSeedCall, {}),
    enabled: useSignedIn(),
  });
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
      void queryClient.invalidateQueries({ queryKey: [...gamesKeys.all, 'verify'] });
    },
  });
}

/** Game recall (T): the last 10 rounds of each game; `gameCode` keeps one game's. */
export function useGameRecall(gameCode?: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: gamesKeys.recall(),
    queryFn: () => client.call(gameRecallCall, {}),
    enabled: useSignedIn(),
    select: (value): RecallRound[] =>
      value.games
        .filter((game) => gameCode === undefined || game.gameCode === gameCode)
        .flatMap((game) => game.rounds),
  });
}

/** One round recomputed from its revealed seed; SEED_NOT_REVEALED while the seed is secret. */
export function useRoundVerification(roundId: string | null) {
  const client = useApiClient();
  return useQuery<z.output<typeof verifyRoundCall.response>, ApiError>({
    queryKey: gamesKeys.verify(roundId ?? ''),
    queryFn: () => client.call(verifyRoundCall, { roundId: roundId! }),
    enabled: useSignedIn() && roundId !== null,
    // A refusal (the seed is still secret) will not change by asking again.
    retry: false,
  });
}
