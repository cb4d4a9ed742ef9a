import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantWalletCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { useSignedIn } from './query-defaults';
import { walletKeys } from './wallet-keys';

/** Spec §3 singleWallet: in single-wallet mode there are no vendor wallets to transfer between. */
export function fetchMerchantWallet(client: ApiClient) {
  return client.call(merchantWalletCall, {});
}

export function merchantWalletQueryOptions(client: ApiClient, signedIn: boolean) {
  return queryOptions({
    queryKey: walletKeys.merchant(),
    queryFn: () => fetchMerchantWallet(client),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
}

export function useMerchantWallet() {
  const client = useApiClient();
  return useQuery(merchantWalletQueryOptions(client, useSignedIn()));
}
