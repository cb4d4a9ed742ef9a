import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { playRoundCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiError } from '@platform/shared/api-client';
import { useRefreshBalance } from '@platform/shared/session';
import { gamesKeys } from './games-keys';

export type PlayRoundInput = Omit<z.input<typeof playRoundCall.request>, 'roundId'>;

/** One in-house round. Each play is a new round id, so a retry of the same click is settled once. */
export function usePlayRound() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  return useMutation<
    z.output<typeof playRoundCall.response>,
    ApiError,
    PlayRoundInput & { roundId?: string }
  >({
    mutationKey: [playRoundCall.id],
    mutationFn: ({ roundId = crypto.randomUUID(), ...input }) =>
      client.call(playRoundCall, { roundId, ...input }),
    onSettled: () => {
      // A round moves the balance the header shows.
      refreshBalance();
      void queryClient.invalidateQueries({ queryKey: gamesKeys.recentAll() });
      // The nonce moved (or, on SEED_CHANGED, the pair did): show the pair and the recall as they are now.
      void queryClient.invalidateQueries({ queryKey: gamesKeys.seed() });
      void queryClient.invalidateQueries({ queryKey: gamesKeys.recall() });
    },
  });
}
