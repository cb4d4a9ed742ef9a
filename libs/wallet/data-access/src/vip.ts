import { queryOptions, useQuery } from '@tanstack/react-query';
import { vipCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { useSignedIn } from './query-defaults';
import { walletKeys } from './wallet-keys';

/** Spec §3 store values hasVip, vipLabelName, vipRankLevel, with progress by turnover. */
export function fetchVip(client: ApiClient) {
  return client.call(vipCall, {});
}

export function vipQueryOptions(client: ApiClient, signedIn: boolean) {
  return queryOptions({
    queryKey: walletKeys.vip(),
    queryFn: () => fetchVip(client),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

export function useVip() {
  const client = useApiClient();
  return useQuery(vipQueryOptions(client, useSignedIn()));
}
