import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import {
  confirmReceiptCall,
  depositCall,
  setWithdrawPasswordCall,
  transferRelayCall,
  withdrawCall,
  type CallContract,
} from '@platform/shared/api-contract';
import { useApiClient, type ApiError, useIdempotencyKey } from '@platform/shared/api-client';
import { walletKeys } from './wallet-keys';

/** Every wallet screen shows a balance, so any change refreshes all of them. */
function useRefreshWallet() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: walletKeys.all });
}

/**
 * A call that moves money: it carries this action's idempotency key, and the key is kept for a
 * retry until the server's answer is certain.
 */
function useMoneyMutation<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(contract: CallContract<Req, Res>) {
  const client = useApiClient();
  const refresh = useRefreshWallet();
  const key = useIdempotencyKey();
  return useMutation<z.output<Res>, ApiError, Omit<z.input<Req>, 'idempotencyKey'>>({
    mutationKey: [contract.id],
    mutationFn: (input) => client.call(contract, { ...input, idempotencyKey: key.current() } as z.input<Req>),
    onSettled: (_data, error) => {
      key.settle(error ?? undefined);
      void refresh();
    },
  });
}

export const useTransferRelay = () => useMoneyMutation(transferRelayCall);
export const useDeposit = () => useMoneyMutation(depositCall);
export const useWithdraw = () => useMoneyMutation(withdrawCall);

/** Not a money movement by itself (the withdrawal id makes a replay harmless), so no key. */
export function useConfirmReceipt() {
  const client = useApiClient();
  const refresh = useRefreshWallet();
  return useMutation<z.output<typeof confirmReceiptCall.response>, ApiError, z.input<typeof confirmReceiptCall.request>>({
    mutationKey: [confirmReceiptCall.id],
    mutationFn: (input) => client.call(confirmReceiptCall, input),
    onSettled: () => void refresh(),
  });
}

export function useSetWithdrawPassword() {
  const client = useApiClient();
  const refresh = useRefreshWallet();
  return useMutation<
    z.output<typeof setWithdrawPasswordCall.response>,
    ApiError,
    z.input<typeof setWithdrawPasswordCall.request>
  >({
    mutationKey: [setWithdrawPasswordCall.id],
    mutationFn: (input) => client.call(setWithdrawPasswordCall, input),
    onSuccess: () => void refresh(),
  });
}
