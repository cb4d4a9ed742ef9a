import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { downlinesCall, registerDownlineCall, teamOverviewCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient, type ApiError } from '@platform/shared/api-client';
import { agentKeys } from './agent-keys';
import { useSignedIn } from './signed-in';

/** Downline management's page size. */
export const DOWNLINES_PAGE_SIZE = 20;

/** Team overview (the agent centre's default page): the last 7 days unless a period is given. */
export function fetchTeamOverview(client: ApiClient) {
  return client.call(teamOverviewCall, {});
}

export function teamOverviewQueryOptions(client: ApiClient, signedIn: boolean) {
  return queryOptions({ queryKey: agentKeys.overview(), queryFn: () => fetchTeamOverview(client), enabled: signedIn });
}

export function useTeamOverview() {
  const client = useApiClient();
  return useQuery(teamOverviewQueryOptions(client, useSignedIn()));
}

export function fetchDownlines(client: ApiClient, pageNo: number, search: string) {
  return client.call(downlinesCall, { pageNo, pageSize: DOWNLINES_PAGE_SIZE, scope: 'direct', ...(search ? { search } : {}) });
}

export function downlinesQueryOptions(client: ApiClient, pageNo: number, search: string, signedIn: boolean) {
  return queryOptions({
    queryKey: agentKeys.downlines(pageNo, search),
    queryFn: () => fetchDownlines(client, pageNo, search),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function useDownlines(pageNo: number, search: string) {
  const client = useApiClient();
  return useQuery(downlinesQueryOptions(client, pageNo, search, useSignedIn()));
}

/** Register centre: a new account whose upline is the agent; the lists refresh after it. */
export function useRegisterDownline() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<z.output<typeof registerDownlineCall.response>, ApiError, z.input<typeof registerDownlineCall.request>>({
    mutationKey: [registerDownlineCall.id],
    mutationFn: (input) => client.call(registerDownlineCall, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
