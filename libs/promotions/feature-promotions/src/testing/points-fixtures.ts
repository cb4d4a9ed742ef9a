import { createStore } from 'jotai';
import type { PointsReward, PointsSummary, RedeemRecord } from '@platform/shared/api-contract';
import { tokenAtom } from '@platform/shared/session';

/** Test and story data for the points mall: plain data, never a network answer. */
export function pointsSummary(extra: Partial<PointsSummary> = {}): PointsSummary {
  return {
    balance: 1_200,
    earned: 1_700,
    turnover: 170_000,
    config: { turnoverPerPoint: 100, pointValue: 1, minConvertPoints: 100, currency: 'USD', expires: false },
    ...extra,
  };
}

export function reward(id: number, points: number, amount: number): PointsReward {
  return { id, title: `Cash reward ${id}`, points, amount, imageUrl: null };
}

export function redeemRecord(id: number, extra: Partial<RedeemRecord> = {}): RedeemRecord {
  return { id, rewardTitle: `Cash reward ${id}`, points: 500, amount: 5_00, status: 'in_process', time: '2026-03-01T10:00:00.000Z', remark: '', ...extra };
}

export const emptyPointsPage = { pageNo: 1, pageSize: 10, total: 0, totalPages: 0, rows: [] };

export function signedInStore() {
  const store = createStore();
  store.set(tokenAtom, 'token');
  return store;
}

/** The fake client's answers for a signed-in member with a balance, three rewards and three records. */
export const pointMallHandlers = {
  pointsSummary: () => pointsSummary(),
  pointsRewards: () => ({ rows: [reward(1, 500, 5_00), reward(2, 1_000, 12_00), reward(3, 2_500, 30_00)] }),
  redeemRecords: () => ({
    ...emptyPointsPage,
    total: 3,
    totalPages: 1,
    rows: [redeemRecord(3), redeemRecord(2, { status: 'approved' }), redeemRecord(1, { status: 'rejected', remark: 'Out of stock' })],
  }),
  pointsDetails: () => ({
    ...emptyPointsPage,
    total: 2,
    totalPages: 1,
    rows: [
      { id: 2, kind: 'redeem', points: -500, balanceAfter: 1_200, time: '2026-03-01T10:00:00.000Z' },
      { id: 1, kind: 'earn', points: 1_700, balanceAfter: 1_700, time: '2026-02-28T10:00:00.000Z' },
    ],
  }),
};
