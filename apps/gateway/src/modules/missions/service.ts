import { MISSIONS, isClaimable, type MissionId, type MissionStatus } from '@platform/shared/api-contract';
import type { Db } from '../../db/client';
import type { Member } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { Ledger } from '../ledger/service';
import { isTrial } from '../member/rules';
import { lotteryFigures, periodWindow, type LotteryFigures, type PeriodWindow } from './progress';
import type { MissionsRepository } from './repository';

export interface MissionsDeps {
  db: Db;
  repository: MissionsRepository;
  ledger: Ledger;
  currencyOf(merchantCode: string): Promise<string>;
  now(): Date;
}

/** The ledger key of a mission reward: one payment per member, mission and period, whatever the retries. */
export function missionIdempotencyKey(memberId: number, missionId: string, periodKey: string): string {
  return `mission:${memberId}:${missionId}:${periodKey}`;
}

/** Daily and weekly missions (issue 9) over the member's real-money lottery bets, and their claims. */
export function createMissionsService(deps: MissionsDeps) {
  const { repository, ledger } = deps;

  function refuseTrial(member: Member): void {
    if (isTrial(member)) throw new HttpError(403, 'TRIAL_BLOCKED', 'Please Register An Account First');
  }

  /** The current day's and week's windows and the member's figures in each. */
  async function measure(member: Member): Promise<Record<'daily' | 'weekly', { window: PeriodWindow; figures: LotteryFigures }>> {
    const at = deps.now();
    const daily = periodWindow('daily', at);
    const weekly = periodWindow('weekly', at);
    const [dayFigures, weekFigures] = await Promise.all([
      lotteryFigures(deps.db, member.id, daily, { realOnly: true }),
      lotteryFigures(deps.db, member.id, weekly, { realOnly: true }),
    ]);
    return { daily: { window: daily, figures: dayFigures }, weekly: { window: weekly, figures: weekFigures } };
  }

  return {
    async list(member: Member): Promise<{ claimable: number; missions: MissionStatus[] }> {
      refuseTrial(member);
      const measured = await measure(member);
      const claims = await repository.claims(member.id, [measured.daily.window.key, measured.weekly.window.key]);
      const missions = MISSIONS.map((mission): MissionStatus => {
        const { window, figures } = measured[mission.period];
        const value = figures[mission.metric];
        return {
          id: mission.id,
          period: mission.period,
          periodKey: window.key,
          target: mission.target,
          progress: Math.min(value, mission.target),
          done: value >= mission.target,
          reward: mission.reward,
          claimed: claims.some((claim) => claim.missionId === mission.id && claim.periodKey === window.key),
        };
      });
      return { claimable: missions.filter(isClaimable).length, missions };
    },

    /**
     * Pays a completed mission's reward, HOUSE -> MAIN, once per period: the claim row and the ledger
     * transfer commit together, the unique key turns a concurrent twin into a replay, and the ledger's
     * idempotency key guards the money on its own.
     */
    async claim(member: Member, missionId: MissionId) {
      refuseTrial(member);
      const mission = MISSIONS.find((m) => m.id === missionId);
      if (!mission) throw new HttpError(404, 'NOT_FOUND', 'No such mission');
      const { window, figures } = (await measure(member))[mission.period];
      const replay = { missionId: mission.id, periodKey: window.key, amount: mission.reward, replayed: true };
      if (await repository.claim(member.id, mission.id, window.key)) return replay;
      if (figures[mission.metric] < mission.target) {
        throw new HttpError(409, 'MISSION_NOT_COMPLETE', 'This mission is not complete yet');
      }
      const currency = await deps.currencyOf(member.merchantCode);
      const [house, main] = await Promise.all([
        ledger.systemAccount(member.merchantCode, 'HOUSE', currency),
        ledger.memberAccount(member.merchantCode, member.id, 'MAIN', currency),
      ]);
      const paid = await ledger.transaction(async (tx) => {
        const now = deps.now();
        const claim = await repository.insertClaim(tx, {
          merchantCode: member.merchantCode,
          memberId: member.id,
          missionId: mission.id,
          periodKey: window.key,
          amount: mission.reward,
          claimedAt: now,
        });
        if (!claim) return false;
        const posted = await ledger.postWithin(tx, {
          merchantCode: member.merchantCode,
          kind: 'BONUS',
          idempotencyKey: missionIdempotencyKey(member.id, mission.id, window.key),
          legs: [
            { accountId: house.id, amount: -mission.reward },
            { accountId: main.id, amount: mission.reward },
          ],
          // bonusDetails shows the title as the row's detail.
          metadata: { missionId: mission.id, period: mission.period, title: `${mission.id} ${window.key}` },
          at: now,
        });
        await repository.setTransfer(tx, claim.id, posted.transferId);
        return true;
      });
      return { ...replay, replayed: !paid };
    },
  };
}

export type MissionsService = ReturnType<typeof createMissionsService>;
