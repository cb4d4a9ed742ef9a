import { useQuery } from '@tanstack/react-query';
import { protectionStatusCall } from '@platform/shared/api-contract';
import { useApiClient } from '@platform/shared/api-client';
import { protectionKeys } from './protection-keys';

/** The player's protection status: the jurisdiction's prompts and whether a deposit limit is to be offered now. */
export function useProtectionStatus() {
  const client = useApiClient();
  return useQuery({
    queryKey: protectionKeys.status(),
    queryFn: () => client.call(protectionStatusCall, {}),
    // Whether to offer a deposit limit changes with each limit or deposit: read it afresh each time.
    staleTime: 0,
  });
}
