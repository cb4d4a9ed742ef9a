import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { convertPointsCall, redeemPointsCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiError, useIdempotencyKey } from '@platform/shared/api-client';
import { useRefreshBalance } from '@platform/shared/session';
import { promotionsKeys } from './promotions-keys';

/** After a redeem or a conversion every points view and the wallet's balance reload. */
function useRefreshPoints() {
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  return () => {
    void queryClient.invalidateQueries({ queryKey: promotionsKeys.points() });
    refreshBalance();
  };
}

export type RedeemInput = Omit<z.input<typeof redeemPointsCall.request>, 'idempotencyKey'>;
export type ConvertInput = Omit<z.input<typeof convertPointsCall.request>, 'idempotencyKey'>;

/** Redeem (T, E, password-checked), with one idempotency key per user action. */
export function useRedeemPoints() {
  const client = useApiClient();
  const refresh = useRefreshPoints();
  const key = useIdempotencyKey();
  return useMutation<z.output<typeof redeemPointsCall.response>, ApiError, RedeemInput>({
    mutationKey: [redeemPointsCall.id],
    mutationFn: (input) => client.call(redeemPointsCall, { ...input, idempotencyKey: key.current() }),
    onSettled: (_data, error) => {
      key.settle(error ?? undefined);
      refresh();
    },
  });
}

/** Convert points (T, E, password-checked) into the main wallet. */
export function useConvertPoints() {
  const client = useApiClient();
  const refresh = useRefreshPoints();
  const key = useIdempotencyKey();
  return useMutation<z.output<typeof convertPointsCall.response>, ApiError, ConvertInput>({
    mutationKey: [convertPointsCall.id],
    mutationFn: (input) => client.call(convertPointsCall, { ...input, idempotencyKey: key.current() }),
    onSettled: (_data, error) => {
      key.settle(error ?? undefined);
      refresh();
    },
  });
}
