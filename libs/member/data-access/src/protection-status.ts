import { queryOptions, useQuery } from '@tanstack/react-query';
import { protectionStatusCall, type ProtectionStatus } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { protectionKeys } from './protection-keys';

export function fetchProtectionStatus(client: ApiClient): Promise<ProtectionStatus> {
  return client.call(protectionStatusCall, {});
}

export function protectionStatusQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: protectionKeys.status(),
    queryFn: () => fetchProtectionStatus(client),
    // Whether to offer a deposit limit changes with each limit or deposit: read it afresh each time.
    staleTime: 0,
  });
}

/** The player's protection status: the jurisdiction's prompts and whether a deposit limit is to be offered now. */
export function useProtectionStatus() {
  const client = useApiClient();
  return useQuery(protectionStatusQueryOptions(client));
}
