import { useMutation } from '@tanstack/react-query';
import type { CallContract } from '@platform/shared/api-contract';
import type * as z from 'zod/mini';
import { useApiClient } from './api-client-context';
import type { ApiError } from './api-error';

/** A react-query mutation over one contract call; errors are ApiErrors with catalogue codes. */
export function useContractMutation<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  contract: CallContract<Req, Res>,
) {
  const client = useApiClient();
  return useMutation<z.output<Res>, ApiError, z.input<Req>>({
    mutationKey: [contract.id],
    mutationFn: (input) => client.call(contract, input),
  });
}
