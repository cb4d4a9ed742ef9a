import { describe, expect, it } from 'vitest';
import { payoutFor, teamFigures } from '../../../src/modules/agent/payout-formula';
import { cycleOfKind, finishedPeriods, periodKeyOf, periodStartOf } from '../../../src/modules/agent/payout-periods';

const tiers = [
  { minBet: 10_000, pnl: 0, minActiveMembers: 1, rate: 100 },
  { minBet: 100_000, pnl: -50_000, minActiveMembers: 3, rate: 250 },
];

describe('the contract formula (spec §3 contract terms: minimum bet, P&L, minimum active members, rate)', () => {
  it('sums the team: turnover, what it won back, its loss and the members who bet', () => {
    expect(
      teamFigures([
        { memberId: 1, turnover: 5_000, payout: 9_000 },
        { memberId: 2, turnover: 7_000, payout: 0 },
        { memberId: 3, turnover: 0, payout: 0 },
      ]),
    ).toEqual({ turnover: 12_000, payoutToPlayers: 9_000, teamLoss: 3_000, activeMembers: 2 });
  });

  it.each(['daily_salary', 'hourly_salary', 'realtime_salary'] as const)('%s pays the best tier met times the turnover, floored', (kind) => {
    const figures = { turnover: 123_457, payoutToPlayers: 100_000, teamLoss: 23_457, activeMembers: 3 };
    expect(payoutFor(kind, tiers, figures)).toMatchObject({ tierIndex: 1, rate: 250, amount: 3_086 });
    // Two active members miss the second tier: the first one applies.
    expect(payoutFor(kind, tiers, { ...figures, activeMembers: 2 })).toMatchObject({ tierIndex: 0, rate: 100, amount: 1_234 });
    // The first tier needs the team to have lost at least 0.
    expect(payoutFor(kind, tiers, { turnover: 20_000, payoutToPlayers: 20_001, teamLoss: -1, activeMembers: 1 })).toMatchObject({
      tierIndex: null,
      rate: 0,
      amount: 0,
    });
    expect(payoutFor(kind, tiers, { turnover: 9_999, payoutToPlayers: 0, teamLoss: 9_999, activeMembers: 5 }).amount).toBe(0);
  });

  it('dividend pays the rate on the team loss, and nothing when the team won', () => {
    const lost = { turnover: 200_000, payoutToPlayers: 120_000, teamLoss: 80_000, activeMembers: 4 };
    expect(payoutFor('dividend', tiers, lost)).toMatchObject({ tierIndex: 1, rate: 250, amount: 2_000 });
    const won = { turnover: 200_000, payoutToPlayers: 240_000, teamLoss: -40_000, activeMembers: 4 };
    expect(payoutFor('dividend', tiers, won)).toMatchObject({ tierIndex: 1, amount: 0 });
  });

  it('prefers the highest rate among the tiers met, whatever their order', () => {
    const reversed = [tiers[1]!, tiers[0]!];
    const figures = { turnover: 100_000, payoutToPlayers: 0, teamLoss: 100_000, activeMembers: 3 };
    expect(payoutFor('daily_salary', reversed, figures)).toMatchObject({ tierIndex: 0, rate: 250, amount: 2_500 });
  });

  it('does not lose precision on amounts past 2^53 / rate', () => {
    const figures = { turnover: 9_000_000_000_000, payoutToPlayers: 0, teamLoss: 9_000_000_000_000, activeMembers: 3 };
    expect(payoutFor('daily_salary', [{ minBet: 0, pnl: 0, minActiveMembers: 0, rate: 9_999 }], figures).amount).toBe(8_999_100_000_000);
  });
});

describe('payout periods (spec §9: real-time every 5 minutes; daily, weekly, semi-monthly, monthly)', () => {
  const at = new Date('2030-02-20T13:47:12Z'); // a Wednesday

  it('maps each contract kind to its cycle; dividends keep their chosen one', () => {
    expect(cycleOfKind('realtime_salary')).toBe('realtime');
    expect(cycleOfKind('hourly_salary')).toBe('hourly');
    expect(cycleOfKind('daily_salary', 'monthly')).toBe('daily');
    expect(cycleOfKind('dividend', 'weekly')).toBe('weekly');
    expect(cycleOfKind('dividend')).toBe('semi_monthly');
  });

  it('starts each period on its UTC boundary', () => {
    expect(periodStartOf('realtime', at, 300).toISOString()).toBe('2030-02-20T13:45:00.000Z');
    expect(periodStartOf('hourly', at, 300).toISOString()).toBe('2030-02-20T13:00:00.000Z');
    expect(periodStartOf('daily', at, 300).toISOString()).toBe('2030-02-20T00:00:00.000Z');
    expect(periodStartOf('weekly', at, 300).toISOString()).toBe('2030-02-18T00:00:00.000Z');
    expect(periodStartOf('semi_monthly', at, 300).toISOString()).toBe('2030-02-16T00:00:00.000Z');
    expect(periodStartOf('monthly', at, 300).toISOString()).toBe('2030-02-01T00:00:00.000Z');
  });

  it('lists the finished periods only, back to back, with keys that name the real-time length', () => {
    const realtime = finishedPeriods('realtime', new Date('2030-02-20T13:31:00Z'), at, 300);
    expect(realtime.map((p) => p.start.toISOString().slice(11, 16))).toEqual(['13:30', '13:35', '13:40']);
    expect(realtime[0]!.key).toBe('realtime300:2030-02-20T13:30:00.000Z');
    const semi = finishedPeriods('semi_monthly', new Date('2030-01-10T00:00:00Z'), at, 300);
    expect(semi.map((p) => [p.start.toISOString().slice(0, 10), p.end.toISOString().slice(0, 10)])).toEqual([
      ['2030-01-01', '2030-01-16'],
      ['2030-01-16', '2030-02-01'],
      ['2030-02-01', '2030-02-16'],
    ]);
    expect(finishedPeriods('monthly', new Date('2030-02-01T00:00:00Z'), at, 300)).toEqual([]);
    expect(periodKeyOf('daily', new Date('2030-02-19T00:00:00Z'), 300)).toBe('daily:2030-02-19T00:00:00.000Z');
  });
});
