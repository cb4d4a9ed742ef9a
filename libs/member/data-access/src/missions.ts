import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lotteryLeaderboardCall, lotteryMissionCall } from '@platform/shared/api-contract';
import { useApiClient } from '@platform/shared/api-client';
import { tokenAtom } from '@platform/shared/session';
import { memberKeys } from './member-keys';

/** missionLeaderboard (spec §7 "Mission summary and leaderboard (T)"): today's missions and their progress. */
export function useMissions() {
  const client = useApiClient();
  return useQuery({
    queryKey: memberKeys.missions(),
    queryFn: () => client.call(lotteryMissionCall, {}),
    enabled: useAtomValue(tokenAtom) !== null,
  });
}

/** The lottery's biggest winners of the last 24 hours, names masked by the gateway. */
export function useLeaderboard() {
  const client = useApiClient();
  return useQuery({
    queryKey: memberKeys.leaderboard(),
    queryFn: () => client.call(lotteryLeaderboardCall, {}),
    enabled: useAtomValue(tokenAtom) !== null,
  });
}

/** The mission badge: missions of the day still open (not done yet). */
export function openMissionCount(missions: readonly { done: boolean }[] | undefined): number {
  return missions?.filter((mission) => !mission.done).length ?? 0;
}
