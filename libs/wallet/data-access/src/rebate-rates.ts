import { queryOptions, useQuery } from '@tanstack/react-query';
import { rebateRatesCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { walletKeys } from './wallet-keys';

/** Spec §9 "Rebate display": the operator's rates per category (public, rarely changing). */
export function fetchRebateRates(client: ApiClient) {
  return client.call(rebateRatesCall, {});
}

export function rebateRatesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: walletKeys.rebateRates(),
    queryFn: () => fetchRebateRates(client),
    staleTime: 60 * 60_000,
  });
}

export function useRebateRates() {
  const client = useApiClient();
  return useQuery(rebateRatesQueryOptions(client));
}
