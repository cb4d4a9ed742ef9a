import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalsCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { MONEY_STALE_MS, useSignedIn } from './query-defaults';
import { walletKeys } from './wallet-keys';

export const WITHDRAWALS_PAGE_SIZE = 10;

export function fetchWithdrawals(client: ApiClient, pageNo: number) {
  return client.call(withdrawalsCall, { pageNo, pageSize: WITHDRAWALS_PAGE_SIZE });
}

export function withdrawalsQueryOptions(client: ApiClient, pageNo: number, signedIn: boolean) {
  return queryOptions({
    queryKey: walletKeys.withdrawals(pageNo),
    queryFn: () => fetchWithdrawals(client, pageNo),
    enabled: signedIn,
    placeholderData: keepPreviousData,
    staleTime: MONEY_STALE_MS,
  });
}

export function useWithdrawals(pageNo: number) {
  const client = useApiClient();
  return useQuery(withdrawalsQueryOptions(client, pageNo, useSignedIn()));
}
