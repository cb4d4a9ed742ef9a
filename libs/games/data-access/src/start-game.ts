import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { startGameCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiError } from '@platform/shared/api-client';
import { gamesKeys } from './games-keys';

/** startGameV2: the signed launch URL; the game becomes recent. */
export function useStartGame() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<
    z.output<typeof startGameCall.response>,
    ApiError,
    z.input<typeof startGameCall.request>
  >({
    mutationKey: [startGameCall.id],
    mutationFn: (input) => client.call(startGameCall, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gamesKeys.recentAll() }),
  });
}
