import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type * as z from 'zod/mini';
import { claimMissionCall, isClaimable, lotteryLeaderboardCall, missionsCall, type MissionId } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient, type ApiError } from '@platform/shared/api-client';
import { loginStateAtom, tokenAtom, useRefreshBalance } from '@platform/shared/session';
import { memberKeys } from './member-keys';

/** missionLeaderboard (issue 9): the daily and weekly missions, their progress and claims. Trial accounts have none. */
export function fetchMissions(client: ApiClient) {
  return client.call(missionsCall, {});
}

export function missionsQueryOptions(client: ApiClient, enabled: boolean) {
  return queryOptions({ queryKey: memberKeys.missions(), queryFn: () => fetchMissions(client), enabled });
}

export function useMissions() {
  const client = useApiClient();
  const signedIn = useAtomValue(tokenAtom) !== null;
  const { isTrial } = useAtomValue(loginStateAtom);
  return useQuery(missionsQueryOptions(client, signedIn && !isTrial));
}

/** Claims a completed mission's reward into the main wallet; the missions and the wallet's balance reload. */
export function useClaimMission() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  return useMutation<z.output<typeof claimMissionCall.response>, ApiError, MissionId>({
    mutationKey: [claimMissionCall.id],
    mutationFn: (missionId) => client.call(claimMissionCall, { missionId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.missions() });
      refreshBalance();
    },
  });
}

/** The lottery's biggest winners of the last 24 hours, names masked by the gateway. */
export function fetchLeaderboard(client: ApiClient) {
  return client.call(lotteryLeaderboardCall, {});
}

export function leaderboardQueryOptions(client: ApiClient, signedIn: boolean) {
  return queryOptions({ queryKey: memberKeys.leaderboard(), queryFn: () => fetchLeaderboard(client), enabled: signedIn });
}

export function useLeaderboard() {
  const client = useApiClient();
  return useQuery(leaderboardQueryOptions(client, useAtomValue(tokenAtom) !== null));
}

/** The mission badge: missions done in their period and not claimed yet. */
export function claimableMissionCount(missions: readonly { done: boolean; claimed: boolean }[] | undefined): number {
  return missions?.filter(isClaimable).length ?? 0;
}
