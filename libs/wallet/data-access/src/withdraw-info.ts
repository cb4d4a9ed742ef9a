import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawInfoCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { MONEY_STALE_MS, useSignedIn } from './query-defaults';
import { walletKeys } from './wallet-keys';

export function fetchWithdrawInfo(client: ApiClient) {
  return client.call(withdrawInfoCall, {});
}

export function withdrawInfoQueryOptions(client: ApiClient, signedIn: boolean) {
  return queryOptions({
    queryKey: walletKeys.withdrawInfo(),
    queryFn: () => fetchWithdrawInfo(client),
    enabled: signedIn,
    staleTime: MONEY_STALE_MS,
  });
}

export function useWithdrawInfo() {
  const client = useApiClient();
  return useQuery(withdrawInfoQueryOptions(client, useSignedIn()));
}
