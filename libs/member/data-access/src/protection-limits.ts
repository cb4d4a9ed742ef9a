import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { protectionLimitsCall, setProtectionLimitCall, type Limits } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient, type ApiError } from '@platform/shared/api-client';
import { protectionKeys } from './protection-keys';

export function fetchProtectionLimits(client: ApiClient): Promise<Limits> {
  return client.call(protectionLimitsCall, {});
}

export function protectionLimitsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: protectionKeys.limits(),
    queryFn: () => fetchProtectionLimits(client),
    // Limits decide whether money moves: always re-read when the page opens.
    staleTime: 0,
  });
}

/** Every limit with its current value, what the window has used and any pending raise. */
export function useProtectionLimits() {
  const client = useApiClient();
  return useQuery(protectionLimitsQueryOptions(client));
}

export interface SetLimitInput {
  kind: Limits['limits'][number]['kind'];
  period: Limits['limits'][number]['period'];
  /** Minor units for money, minutes for the session limit; null removes the limit. */
  value: number | null;
}

/** Sets or removes one limit; the answer is every limit after the change. */
export function useSetProtectionLimit() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Limits, ApiError, SetLimitInput>({
    mutationKey: [setProtectionLimitCall.id],
    mutationFn: (input) => client.call(setProtectionLimitCall, input),
    onSuccess: (limits) => {
      queryClient.setQueryData(protectionKeys.limits(), limits);
      // A new session limit moves this session's end; a deposit limit ends the deposit-limit offer.
      void queryClient.invalidateQueries({ queryKey: protectionKeys.status() });
    },
  });
}
