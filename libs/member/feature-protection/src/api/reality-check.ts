import { useQuery } from '@tanstack/react-query';
import { realityCheckCall } from '@platform/shared/api-contract';
import { useApiClient } from '@platform/shared/api-client';
import { protectionKeys } from './protection-keys';

/** This session's time and money, as the gateway counts them; read when the popup is due. */
export function useRealityCheck(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: protectionKeys.realityCheck(),
    queryFn: () => client.call(realityCheckCall, {}),
    enabled,
    staleTime: Infinity,
    // Dropped when the host unmounts (logout), so the next login never starts from the last session's clock.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
