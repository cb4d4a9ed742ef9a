import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallContract } from '@platform/shared/api-contract';
import { useApiClient, type ApiError } from '@platform/shared/api-client';
import type * as z from 'zod/mini';

/** Every back-office query key starts with this, so sign-out can drop them all. */
export function backofficeKey(contractId: string, request: unknown): readonly unknown[] {
  return ['backoffice', contractId, request];
}

/**
 * One GET call as a query. A table keeps showing its last page while the next one loads
 * (placeholderData), so paging and sorting never flash an empty table.
 */
export function useBackofficeQuery<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  contract: CallContract<Req, Res>,
  request: z.input<Req> | null,
  options: { keepPrevious?: boolean; refetchIntervalMs?: number } = {},
) {
  const client = useApiClient();
  return useQuery<z.output<Res>, ApiError>({
    queryKey: backofficeKey(contract.id, request),
    queryFn: () => client.call(contract, request as z.input<Req>),
    enabled: request !== null,
    retry: false,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(options.refetchIntervalMs ? { refetchInterval: options.refetchIntervalMs } : {}),
  });
}
