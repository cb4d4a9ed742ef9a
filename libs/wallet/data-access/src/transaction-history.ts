import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { transactionHistoryCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { MONEY_STALE_MS, useSignedIn } from './query-defaults';
import { TRANSACTION_PAGE_SIZE, type TransactionFilters } from './transactions';
import { walletKeys } from './wallet-keys';

export function fetchTransactionHistory(client: ApiClient, filters: TransactionFilters) {
  return client.call(transactionHistoryCall, {
    pageNo: filters.pageNo,
    pageSize: TRANSACTION_PAGE_SIZE,
    type: filters.type,
    preset: filters.preset,
  });
}

export function transactionHistoryQueryOptions(client: ApiClient, filters: TransactionFilters, signedIn: boolean) {
  return queryOptions({
    queryKey: walletKeys.transactions(filters),
    queryFn: () => fetchTransactionHistory(client, filters),
    enabled: signedIn,
    placeholderData: keepPreviousData,
    staleTime: MONEY_STALE_MS,
  });
}

export function useTransactionHistory(filters: TransactionFilters) {
  const client = useApiClient();
  return useQuery(transactionHistoryQueryOptions(client, filters, useSignedIn()));
}
