import * as z from 'zod/mini';
import { defineCall } from '../define-call';

/** Issue 9 "daily and weekly missions": a daily mission counts the current UTC day, a weekly one the UTC week from Monday. */
export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/**
 * The missions over the member's real-money lottery bets (spec §7 "Mission summary and leaderboard").
 * `target` counts bets or wins, or is money in minor units for turnover; `reward` is minor units paid
 * into the main wallet once per mission and period when claimed. The spec gives no values: these are the operator's defaults.
 */
export const MISSIONS = [
  { id: 'PLACE_10_BETS', period: 'daily', metric: 'bets', target: 10, reward: 200 },
  { id: 'TURNOVER_1000', period: 'daily', metric: 'turnover', target: 100_000, reward: 500 },
  { id: 'WIN_ONCE', period: 'daily', metric: 'wins', target: 1, reward: 300 },
  { id: 'PLACE_50_BETS', period: 'weekly', metric: 'bets', target: 50, reward: 1_500 },
  { id: 'TURNOVER_10000', period: 'weekly', metric: 'turnover', target: 1_000_000, reward: 3_000 },
  { id: 'WIN_5', period: 'weekly', metric: 'wins', target: 5, reward: 2_000 },
] as const;
export type Mission = (typeof MISSIONS)[number];
export type MissionId = Mission['id'];
export const MISSION_IDS = MISSIONS.map((mission) => mission.id) as [MissionId, ...MissionId[]];

export const missionStatusSchema = z.lazy(() =>
  z.object({
    id: z.enum(MISSION_IDS),
    period: z.enum(MISSION_PERIODS),
    /** The period's first day (YYYY-MM-DD, UTC): the day, or the week's Monday. */
    periodKey: z.string(),
    target: z.int(),
    /** Capped at the target. */
    progress: z.int(),
    done: z.boolean(),
    reward: z.int(),
    claimed: z.boolean(),
  }),
);
export type MissionStatus = z.infer<typeof missionStatusSchema>;

/** A mission the member can claim now: done in this period and not claimed yet (the mission badge counts these). */
export function isClaimable(mission: Pick<MissionStatus, 'done' | 'claimed'>): boolean {
  return mission.done && !mission.claimed;
}

/** Missions (T): the daily and weekly missions of the current periods, their progress and claims. */
export const missionsCall = defineCall({
  id: 'missions',
  method: 'GET',
  path: '/api/missions',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({ claimable: z.int(), missions: z.array(missionStatusSchema) }),
});

/** Claims a completed mission's reward into the main wallet, once per period; claiming again moves nothing. */
export const claimMissionCall = defineCall({
  id: 'claimMission',
  method: 'POST',
  path: '/api/missions/claim',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ missionId: z.enum(MISSION_IDS) }),
  response: () => z.object({ missionId: z.enum(MISSION_IDS), periodKey: z.string(), amount: z.int(), replayed: z.boolean() }),
});
