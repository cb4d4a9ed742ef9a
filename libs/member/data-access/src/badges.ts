import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { storeValuesAtom } from '@platform/shared/session';
import { claimableMissionCount, useMissions } from './missions';
import { useUnreadMessageCount } from './messages';
import { useRewardCenter } from './rewards';

/** Spec §2: badge counts show on the mission, message and reward items of the member-centre menu. */
export interface MemberCentreBadges {
  missionLeaderboard: number;
  messageV2: number;
  rewardCenter: number;
}

/** The member-centre menu's badge counts; a count not loaded (yet, or at all) is 0, so no badge shows. */
export function useMemberCentreBadges(): MemberCentreBadges {
  const missions = useMissions();
  const unread = useUnreadMessageCount();
  const rewards = useRewardCenter();
  const setStore = useSetAtom(storeValuesAtom);
  const availablePromoCount = rewards.data?.availablePromoCount;
  // Spec §3 store value availablePromoCount (unreadMessage is kept by useUnreadMessageCount).
  useEffect(() => {
    if (availablePromoCount !== undefined) {
      setStore((store) => (store.availablePromoCount === availablePromoCount ? store : { ...store, availablePromoCount }));
    }
  }, [availablePromoCount, setStore]);
  return {
    missionLeaderboard: claimableMissionCount(missions.data?.missions),
    messageV2: unread.data ?? 0,
    rewardCenter: rewards.data?.availablePromoCount ?? 0,
  };
}
