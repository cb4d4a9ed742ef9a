import type { BackofficeDraw } from '@platform/shared/api-contract';
import { describe, expect, it } from 'vitest';
import { outcomeText, settlementKey } from './lottery-screen';

const draw = (over: Partial<BackofficeDraw>): BackofficeDraw => ({
  id: 1,
  gameCode: 'SIX_BALL',
  periodId: 'P-1',
  opensAt: '2030-01-01T00:00:00Z',
  closesAt: '2030-01-01T00:01:00Z',
  drawAt: '2030-01-01T00:01:00Z',
  status: 'drawn',
  commitment: 'c',
  seed: 's',
  outcome: null,
  drawnAt: null,
  bets: 3,
  openBets: 0,
  stake: 300,
  payout: 0,
  ...over,
});

describe('the lottery screen', () => {
  it('writes a result as one line: balls, the special after +, the sum after =, regional tiers by name', () => {
    expect(outcomeText(null)).toBe('—');
    expect(outcomeText({ numbers: [1, 2, 3, 4, 5, 6], special: 7 })).toBe('1 2 3 4 5 6 + 7');
    expect(outcomeText({ numbers: [2, 3, 4], sum: 9 })).toBe('2 3 4 = 9');
    expect(outcomeText({ numbers: [], tiers: [{ tier: 'SPECIAL', numbers: ['12345'] }, { tier: 'FIRST', numbers: ['1', '2'] }] })).toBe('SPECIAL: 12345 · FIRST: 1 2');
  });

  it('names where settlement stands: a drawn draw with open bets is behind', () => {
    expect(settlementKey(draw({ bets: 0 }))).toBe('none');
    expect(settlementKey(draw({ status: 'open', seed: null }))).toBe('waiting');
    expect(settlementKey(draw({ openBets: 0 }))).toBe('settled');
    expect(settlementKey(draw({ openBets: 2 }))).toBe('behind');
    expect(settlementKey(draw({ status: 'cancelled' }))).toBe('cancelled');
  });
});
