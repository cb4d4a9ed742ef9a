import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletBalanceCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { MONEY_STALE_MS, useSignedIn } from './query-defaults';
import { walletKeys } from './wallet-keys';

export function fetchWalletBalance(client: ApiClient) {
  return client.call(walletBalanceCall, {});
}

export function walletBalanceQueryOptions(client: ApiClient, signedIn: boolean) {
  return queryOptions({
    queryKey: walletKeys.balance(),
    queryFn: () => fetchWalletBalance(client),
    enabled: signedIn,
    staleTime: MONEY_STALE_MS,
  });
}

export function useWalletBalance() {
  const client = useApiClient();
  return useQuery(walletBalanceQueryOptions(client, useSignedIn()));
}
