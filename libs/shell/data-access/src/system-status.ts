import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemStatusCall, type SystemStatus } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { shellKeys } from './shell-query-keys';

export function fetchSystemStatus(client: ApiClient, merchantCode: string | null): Promise<SystemStatus> {
  return client.call(systemStatusCall, merchantCode ? { merchantCode } : {});
}

export function systemStatusQueryOptions(client: ApiClient, merchantCode: string | null) {
  return queryOptions({
    queryKey: shellKeys.systemStatus(merchantCode),
    queryFn: () => fetchSystemStatus(client, merchantCode),
    // The status decides what the root renders; re-check it every minute so a
    // maintenance switch reaches open tabs without a reload.
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: 1,
  });
}

export function useSystemStatus(merchantCode: string | null) {
  const client = useApiClient();
  return useQuery(systemStatusQueryOptions(client, merchantCode));
}
