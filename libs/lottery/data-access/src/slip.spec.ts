import { describe, expect, it } from 'vitest';
import { MAX_SLIP_BETS } from '@platform/shared/api-contract';
import { parseAmount } from '@platform/shared/i18n';
import { bettablePeriod, normaliseSelection, potentialWin, slipProblem, slipTotals, type SlipBet } from './slip';

const bet = (betType: SlipBet['betType'], selection: string, stake: number): SlipBet => ({ betType, selection, stake });

describe('the bet slip maths (gateway README "Lottery": floor(stake × odds / 1000))', () => {
  it('pays a six-ball number 47 and big 1.96', () => {
    expect(potentialWin('SIX_BALL', bet('NUMBER', '7', 1_00))).toBe(47_00);
    expect(potentialWin('SIX_BALL', bet('BIG', '', 10_00))).toBe(19_60);
  });

  it('pays a dice sum of 10 7.68 and a PC28 sum of 13 12.66, rounding down', () => {
    expect(potentialWin('DICE', bet('NUMBER', '10', 1_00))).toBe(7_68);
    expect(potentialWin('PC28', bet('NUMBER', '13', 1_00))).toBe(12_66);
    expect(potentialWin('PC28', bet('NUMBER', '13', 1_01))).toBe(Math.floor((101 * 12_666) / 1000));
  });

  it('sums the stakes and the potential wins of every line', () => {
    const bets = [bet('BIG', '', 10_00), bet('ODD', '', 5_00), bet('NUMBER', '3', 2_00)];
    expect(slipTotals('TEN_BALL', bets)).toEqual({ stake: 17_00, potentialWin: 19_80 + 9_90 + 19_60 });
    expect(slipTotals('TEN_BALL', [])).toEqual({ stake: 0, potentialWin: 0 });
  });

  it('prices the regional picks per hit', () => {
    expect(potentialWin('VN_NORTH', bet('LO_2D', '27', 1_00))).toBe(3_50);
    expect(potentialWin('SEA_4D', bet('FIRST_4D', '0427', 1_00))).toBe(9000_00);
  });

  it('refuses a pick out of range, a stake out of bounds and a full slip', () => {
    expect(slipProblem('SIX_BALL', bet('NUMBER', '50', 1_00), 0)).toBe('selection');
    expect(slipProblem('TEN_BALL', bet('NUMBER', '', 1_00), 0)).toBe('selection');
    expect(slipProblem('VN_SOUTH', bet('DE_3D', '12', 1_00), 0)).toBe('selection');
    expect(slipProblem('DICE', bet('BIG', '', 99), 0)).toBe('stake_min');
    expect(slipProblem('DICE', bet('BIG', '', 10_000_001), 0)).toBe('stake_max');
    expect(slipProblem('DICE', bet('BIG', '', 1_00), MAX_SLIP_BETS)).toBe('slip_full');
    expect(slipProblem('DICE', bet('NUMBER', '18', 1_00), 0)).toBeNull();
  });

  it('writes a fast-game number without its leading zero and keeps the digits of a regional pick', () => {
    expect(normaliseSelection('SIX_BALL', 'NUMBER', ' 07 ')).toBe('7');
    expect(normaliseSelection('VN_NORTH', 'LO_2D', '07')).toBe('07');
    expect(normaliseSelection('DICE', 'BIG', '3')).toBe('');
  });

  it('parses stakes to cents without floats', () => {
    expect(parseAmount('10.5')).toBe(10_50);
    expect(parseAmount('0.07')).toBe(7);
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('0')).toBeNull();
  });
});

describe('bettablePeriod', () => {
  const current = { periodId: 'DICE-10', opensAt: '2026-01-01T00:00:00Z', closesAt: '2026-01-01T00:00:09Z' };
  const next = { periodId: 'DICE-11', opensAt: '2026-01-01T00:00:10Z', closesAt: '2026-01-01T00:00:19Z' };
  it('bets on the running period until its cut-off, then on the next once it opens', () => {
    expect(bettablePeriod(current, next, Date.parse('2026-01-01T00:00:05Z'))).toBe('DICE-10');
    expect(bettablePeriod(current, next, Date.parse('2026-01-01T00:00:09.500Z'))).toBeNull();
    expect(bettablePeriod(current, next, Date.parse('2026-01-01T00:00:12Z'))).toBe('DICE-11');
  });
});
