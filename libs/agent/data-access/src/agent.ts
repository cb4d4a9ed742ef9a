import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type * as z from 'zod/mini';
import { downlinesCall, registerDownlineCall, teamOverviewCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiError } from '@platform/shared/api-client';
import { tokenAtom } from '@platform/shared/session';

export const agentKeys = {
  all: ['agent'] as const,
  overview: () => [...agentKeys.all, 'overview'] as const,
  downlines: (pageNo: number, search: string) => [...agentKeys.all, 'downlines', pageNo, search] as const,
  report: (id: string, request: unknown) => [...agentKeys.all, 'report', id, request] as const,
  contracts: () => [...agentKeys.all, 'contracts'] as const,
  consolidated: () => [...agentKeys.all, 'consolidated'] as const,
  announcementsAll: () => [...agentKeys.all, 'announcements'] as const,
  announcements: (language: string) => [...agentKeys.announcementsAll(), language] as const,
};

/** Downline management's page size. */
export const DOWNLINES_PAGE_SIZE = 20;

export const useSignedIn = () => useAtomValue(tokenAtom) !== null;

/** Team overview (the agent centre's default page): the last 7 days unless a period is given. */
export function useTeamOverview() {
  const client = useApiClient();
  return useQuery({ queryKey: agentKeys.overview(), queryFn: () => client.call(teamOverviewCall, {}), enabled: useSignedIn() });
}

export function useDownlines(pageNo: number, search: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: agentKeys.downlines(pageNo, search),
    queryFn: () =>
      client.call(downlinesCall, { pageNo, pageSize: DOWNLINES_PAGE_SIZE, scope: 'direct', ...(search ? { search } : {}) }),
    enabled: useSignedIn(),
    placeholderData: keepPreviousData,
  });
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
