import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { transferUplineCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiError } from '@platform/shared/api-client';
import { useRefreshBalance } from '@platform/shared/session';

/** Outcomes after which the server may have moved the money: a retry must replay the same key. */
const UNCERTAIN = new Set(['NETWORK', 'TIMEOUT', 'IDEMPOTENCY_IN_FLIGHT']);

/**
 * transferUpline (spec §2): the member's main wallet to their upline's. One idempotency key per
 * user action, kept while the outcome is uncertain, so a second press cannot pay twice.
 */
export function useTransferUpline() {
  const client = useApiClient();
  const refreshBalance = useRefreshBalance();
  const key = useRef<string | null>(null);
  return useMutation<z.output<typeof transferUplineCall.response>, ApiError, { amount: number }>({
    mutationKey: [transferUplineCall.id],
    mutationFn: ({ amount }) => {
      key.current ??= crypto.randomUUID();
      return client.call(transferUplineCall, { idempotencyKey: key.current, amount });
    },
    onSettled: (_data, error) => {
      if (!error || !UNCERTAIN.has(error.code)) key.current = null;
      refreshBalance();
    },
  });
}
