import { queryOptions, useQuery } from '@tanstack/react-query';
import { realityCheckCall, type RealityCheck } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { protectionKeys } from './protection-keys';

export function fetchRealityCheck(client: ApiClient): Promise<RealityCheck> {
  return client.call(realityCheckCall, {});
}

export function realityCheckQueryOptions(client: ApiClient, enabled: boolean) {
  return queryOptions({
    queryKey: protectionKeys.realityCheck(),
    queryFn: () => fetchRealityCheck(client),
    enabled,
    staleTime: Infinity,
    // Dropped when the host unmounts (logout), so the next login never starts from the last session's clock.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** This session's time and money, as the gateway counts them; read when the popup is due. */
export function useRealityCheck(enabled: boolean) {
  const client = useApiClient();
  return useQuery(realityCheckQueryOptions(client, enabled));
}
