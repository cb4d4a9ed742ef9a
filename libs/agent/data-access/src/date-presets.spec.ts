import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, rangeOfPreset } from './date-presets';
import { hasContract } from './contracts';

describe('date picker presets (spec §9: next 7, next 30, previous 7, previous 30 days)', () => {
  const now = new Date('2030-03-10T15:20:00Z');

  it('offers exactly the four presets of the spec', () => {
    expect(DATE_PRESETS).toEqual(['next7', 'next30', 'previous7', 'previous30']);
  });

  it('counts the previous days back to today and the next days on from today, today included', () => {
    expect(rangeOfPreset('previous7', now)).toEqual({ from: '2030-03-04', to: '2030-03-10' });
    expect(rangeOfPreset('previous30', now)).toEqual({ from: '2030-02-09', to: '2030-03-10' });
    expect(rangeOfPreset('next7', now)).toEqual({ from: '2030-03-10', to: '2030-03-16' });
    expect(rangeOfPreset('next30', now)).toEqual({ from: '2030-03-10', to: '2030-04-08' });
  });
});

describe('contract flags for the agent centre menu', () => {
  const contract = (kind: 'dividend' | 'daily_salary', acceptedAt: string | null) => ({
    id: 1, kind, status: acceptedAt ? ('active' as const) : ('offered' as const), cycle: 'daily' as const, upline: 'a', downline: 'b',
    tiers: [], rate: 100, endRequestedBy: null, endReason: null, createdAt: '2030-01-01T00:00:00Z', acceptedAt, endedAt: null,
  });
  const none = { dividend: false, daily_salary: false, hourly_salary: false, realtime_salary: false };

  it('counts a contract only once it was accepted, on either side', () => {
    expect(hasContract(undefined, 'dividend')).toBe(false);
    expect(hasContract({ received: [contract('dividend', null)], offered: [], pending: none }, 'dividend')).toBe(false);
    expect(hasContract({ received: [], offered: [contract('dividend', '2030-01-02T00:00:00Z')], pending: none }, 'dividend')).toBe(true);
    expect(hasContract({ received: [contract('daily_salary', '2030-01-02T00:00:00Z')], offered: [], pending: none }, 'dividend')).toBe(false);
  });
});
