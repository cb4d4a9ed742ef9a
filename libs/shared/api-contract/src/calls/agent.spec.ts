import { describe, expect, it } from 'vitest';
import { CONTRACT_CYCLES, DIVIDEND_CYCLES, offerContractCall } from './agent';
import { payoutRecordsCall, teamBettingCall } from './agent-reports';

const tier = { minBet: 10_000, pnl: 0, minActiveMembers: 1, rate: 150 };

describe('agent contracts and reports', () => {
  it('lets an offer choose only the spec §9 salary periods for a dividend', () => {
    expect(DIVIDEND_CYCLES).toEqual(['daily', 'weekly', 'semi_monthly', 'monthly']);
    expect(CONTRACT_CYCLES).toContain('realtime');
    const offer = (cycle: string) => offerContractCall.request.safeParse({ account: 'kid01', kind: 'dividend', tiers: [tier], cycle }).success;
    expect(DIVIDEND_CYCLES.map(offer)).toEqual([true, true, true, true]);
    expect(offer('realtime')).toBe(false);
    expect(offer('hourly')).toBe(false);
  });

  it('refuses a rate above 100 % and an offer without tiers', () => {
    const base = { account: 'kid01', kind: 'daily_salary' };
    expect(offerContractCall.request.safeParse({ ...base, tiers: [{ ...tier, rate: 10_001 }] }).success).toBe(false);
    expect(offerContractCall.request.safeParse({ ...base, tiers: [] }).success).toBe(false);
  });

  it('asks the records for one contract kind, and pages every report at most 50 rows', () => {
    expect(payoutRecordsCall.request.safeParse({}).success).toBe(false);
    expect(payoutRecordsCall.request.safeParse({ kind: 'hourly_salary', role: 'paid' }).success).toBe(true);
    expect(payoutRecordsCall.request.safeParse({ kind: 'hourly_salary', role: 'owed' }).success).toBe(false);
    expect(teamBettingCall.request.safeParse({ pageSize: 51 }).success).toBe(false);
    expect(teamBettingCall.request.safeParse({ from: '2030-01-01', to: '2030-01-31T23:59:59Z' }).success).toBe(true);
    expect(teamBettingCall.request.safeParse({ from: 'yesterday' }).success).toBe(false);
  });
});
