import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { placeLotteryBetCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiError, useIdempotencyKey } from '@platform/shared/api-client';
import { useRefreshBalance } from '@platform/shared/session';
import { lotteryKeys } from './lottery-keys';

export type PlaceBetSlipInput = Omit<z.input<typeof placeLotteryBetCall.request>, 'idempotencyKey'>;
export type PlaceBetSlipAnswer = z.output<typeof placeLotteryBetCall.response>;

/**
 * Places a bet slip. One idempotency key per user action: kept for a retry while the outcome is
 * uncertain (network error, timeout, in flight), renewed once the server has answered. Every
 * lottery query and the balance are refreshed afterwards.
 */
export function usePlaceBetSlip() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  const key = useIdempotencyKey();
  return useMutation<PlaceBetSlipAnswer, ApiError, PlaceBetSlipInput>({
    mutationKey: [placeLotteryBetCall.id],
    mutationFn: (input) => client.call(placeLotteryBetCall, { ...input, idempotencyKey: key.current() }),
    onSettled: (_data, error) => {
      key.settle(error ?? undefined);
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.all });
      refreshBalance();
    },
  });
}
