import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * The root of every wallet query (balance, merchant, transactions…). The wallet lib builds its
 * keys under it (libs/wallet/data-access `walletKeys`); it lives here because every domain that
 * moves money must refresh the balance, and no domain may import the wallet scope.
 */
export const WALLET_QUERY_ROOT = ['wallet'] as const;

/** The one way to refresh the balance after money may have moved: every wallet query reloads. */
export function useRefreshBalance(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT }), [queryClient]);
}
