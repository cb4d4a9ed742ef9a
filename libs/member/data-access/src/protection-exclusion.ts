import { useMutation } from '@tanstack/react-query';
import { startCoolOffCall, startSelfExclusionCall, type Exclusion } from '@platform/shared/api-contract';
import { useApiClient, type ApiError } from '@platform/shared/api-client';

export type ExclusionRequest =
  | { kind: 'cool_off'; days: number; password: string }
  | { kind: 'self_exclusion'; months: number | 'permanent'; password: string };

/**
 * Starts a cool-off or a self-exclusion. It takes effect at once and ends every session of
 * the player on every brand of the operator, so the caller logs out locally afterwards.
 */
export function useStartExclusion() {
  const client = useApiClient();
  return useMutation<Exclusion, ApiError, ExclusionRequest>({
    mutationKey: ['startExclusion'],
    mutationFn: (request) =>
      request.kind === 'cool_off'
        ? client.call(startCoolOffCall, { days: request.days, password: request.password })
        : client.call(startSelfExclusionCall, { months: request.months, password: request.password }),
  });
}
