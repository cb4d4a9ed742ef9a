import { createHash, createHmac } from 'node:crypto';
import {
  FAST_LOTTERY_GAMES,
  LOTTERY_GAMES,
  LOTTERY_GAME_BET_TYPES,
  lotteryOdds,
  prizeModeOf,
  type LotteryGame,
} from '@platform/shared/api-contract';
import { describe, expect, it } from 'vitest';
import {
  commitmentOf,
  hitsOf,
  newSeed,
  outcomeOf,
  payoutOf,
} from '../../../src/modules/lottery/engine';
import {
  currentPeriod,
  cutOffSecondsOf,
  parsePeriodId,
  periodAt,
} from '../../../src/modules/lottery/schedule';

const SEED = '5eed'.repeat(16);
const DRAWS = 100_000;

/**
 * The 0.5% and 99.5% quantiles of the chi-square distribution (scipy.stats.chi2.ppf): a
 * statistic inside them is within the 99% interval.
 */
const CHI2_99: Readonly<Record<number, [number, number]>> = {
  48: [26.511, 76.969],
  9: [1.735, 23.589],
  15: [4.601, 32.801],
  27: [11.808, 49.645],
};

function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);
}

/** The cell a fast game's draw falls in, the cells' probabilities, and the degrees of freedom. */
function cellsOf(game: LotteryGame): {
  cell(outcome: ReturnType<typeof outcomeOf>): number;
  p: number[];
} {
  const sumWays = (faces: number, from: number) => {
    const ways = new Array<number>(3 * (faces - 1) + 1).fill(0);
    for (let a = 0; a < faces; a++)
      for (let b = 0; b < faces; b++) for (let c = 0; c < faces; c++) ways[a + b + c]! += 1;
    return { ways, total: faces ** 3, from };
  };
  switch (game) {
    case 'SIX_BALL':
      return { cell: (o) => o.special! - 1, p: new Array<number>(49).fill(1 / 49) };
    case 'TEN_BALL':
      return { cell: (o) => o.numbers[0]! - 1, p: new Array<number>(10).fill(1 / 10) };
    case 'DICE': {
      const { ways, total } = sumWays(6, 1);
      return { cell: (o) => o.sum! - 3, p: ways.map((w) => w / total) };
    }
    default: {
      const { ways, total } = sumWays(10, 0);
      return { cell: (o) => o.sum!, p: ways.map((w) => w / total) };
    }
  }
}

describe('lottery draw engine', () => {
  it.each(FAST_LOTTERY_GAMES.map((game) => [game]))(
    '%s: 100,000 draws are within the 99 percent chi-square interval',
    (game) => {
      const { cell, p } = cellsOf(game);
      const observed = new Array<number>(p.length).fill(0);
      for (let i = 0; i < DRAWS; i++) observed[cell(outcomeOf(game, SEED, `${game}-${i}`))]! += 1;
      const statistic = chiSquare(
        observed,
        p.map((q) => q * DRAWS),
      );
      const [low, high] = CHI2_99[p.length - 1]!;
      console.info(
        `chi-square ${game}: ${statistic.toFixed(2)} (df ${p.length - 1}, 99% interval ${low}-${high})`,
      );
      expect(statistic).toBeGreaterThan(low);
      expect(statistic).toBeLessThan(high);
    },
  );

  it('draws well-formed outcomes, the same for the same seed and period', () => {
    for (let i = 0; i < 200; i++) {
      const seed = newSeed();
      const six = outcomeOf('SIX_BALL', seed, `SIX_BALL-${i}`);
      expect(new Set([...six.numbers, six.special]).size).toBe(7);
      expect([...six.numbers, six.special!].every((n) => n >= 1 && n <= 49)).toBe(true);
      expect([...outcomeOf('TEN_BALL', seed, 'TEN_BALL-1').numbers].sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
      const dice = outcomeOf('DICE', seed, 'DICE-1');
      expect(
        dice.numbers.every((d) => d >= 1 && d <= 6) &&
          dice.sum === dice.numbers.reduce((a, b) => a + b),
      ).toBe(true);
      const north = outcomeOf('VN_NORTH', seed, 'VN_NORTH-1').tiers!;
      expect(north.map((t) => t.tier)).toEqual([
        'SPECIAL',
        'FIRST',
        'SECOND',
        'THIRD',
        'FOURTH',
        'FIFTH',
        'SIXTH',
        'SEVENTH',
      ]);
      expect(north.flatMap((t) => t.numbers)).toHaveLength(27);
      const south = outcomeOf('VN_SOUTH', seed, 'VN_SOUTH-1').tiers!;
      expect(south.map((t) => t.tier).at(-1)).toBe('EIGHTH');
      expect(south.flatMap((t) => t.numbers)).toHaveLength(18);
      expect(south[0]!.numbers[0]).toMatch(/^\d{6}$/);
    }
    expect(outcomeOf('PC28', SEED, 'PC28-7')).toEqual(outcomeOf('PC28', SEED, 'PC28-7'));
    expect(outcomeOf('PC28', SEED, 'PC28-7')).not.toEqual(outcomeOf('PC28', SEED, 'PC28-8'));
  });

  it('follows the documented algorithm (recomputed here from the README, independently)', () => {
    const seed = newSeed();
    expect(commitmentOf(seed)).toBe(
      createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
    );
    // Dice: the first three uint32 of block 0, each < 2^32 - (2^32 mod 6) almost surely, mod 6, + 1.
    const block = createHmac('sha256', Buffer.from(seed, 'hex')).update('DICE-42:0').digest();
    const limit = 2 ** 32 - (2 ** 32 % 6);
    const words = [0, 4, 8, 12, 16, 20, 24, 28]
      .map((o) => block.readUInt32BE(o))
      .filter((u) => u < limit);
    expect(outcomeOf('DICE', seed, 'DICE-42').numbers).toEqual(
      words.slice(0, 3).map((u) => (u % 6) + 1),
    );
  });

  it('pays floor(stake x odds x hits / 1000) and offers only the documented bets', () => {
    for (const game of LOTTERY_GAMES)
      for (const type of LOTTERY_GAME_BET_TYPES[game]) expect(type).toBeTruthy();
    expect(lotteryOdds('SIX_BALL', 'NUMBER', '49')).toBe(47_000);
    expect(lotteryOdds('SIX_BALL', 'NUMBER', '50')).toBeUndefined();
    expect(lotteryOdds('SIX_BALL', 'BIG', '3')).toBeUndefined();
    expect(lotteryOdds('PC28', 'NUMBER', '13')).toBe(12_666);
    expect(lotteryOdds('DICE', 'NUMBER', '10')).toBe(7680);
    expect(lotteryOdds('VN_NORTH', 'LO_2D', '07')).toBe(3500);
    expect(lotteryOdds('VN_SOUTH', 'LO_2D', '7')).toBeUndefined();
    expect(lotteryOdds('DICE', 'LO_2D', '07')).toBeUndefined();
    const outcome = {
      numbers: [],
      tiers: [
        { tier: 'SPECIAL', numbers: ['12345'] },
        { tier: 'SEVENTH', numbers: ['45', '45', '10'] },
      ],
    };
    expect(hitsOf('VN_NORTH', outcome, 'LO_2D', '45')).toBe(3);
    expect(
      payoutOf(
        { gameCode: 'VN_NORTH', betType: 'LO_2D', selection: '45', stake: 1000, odds: 3500 },
        outcome,
      ),
    ).toBe(10_500);
    expect(
      payoutOf(
        { gameCode: 'VN_NORTH', betType: 'DE_3D', selection: '345', stake: 100, odds: 900_000 },
        outcome,
      ),
    ).toBe(90_000);
    // A triple loses big and small; a special 49 loses big, small, odd and even.
    expect(hitsOf('DICE', { numbers: [4, 4, 4], sum: 12 }, 'BIG', '')).toBe(0);
    expect(hitsOf('SIX_BALL', { numbers: [1, 2, 3, 4, 5, 6], special: 49 }, 'ODD', '')).toBe(0);
  });

  it('schedules periods back to back with a cut-off before each draw', () => {
    const lengths = { fastPeriodSeconds: 60, regionalPeriodSeconds: 300 };
    const at = new Date('2030-01-01T00:00:30Z');
    const period = currentPeriod('DICE', at, lengths);
    expect(period.opensAt.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(period.drawAt.toISOString()).toBe('2030-01-01T00:01:00.000Z');
    expect(period.closesAt.toISOString()).toBe('2030-01-01T00:00:55.000Z');
    expect(periodAt('DICE', period.index + 1, lengths).opensAt).toEqual(period.drawAt);
    expect(cutOffSecondsOf(300)).toBe(25);
    expect(cutOffSecondsOf(5)).toBe(1);
    expect(parsePeriodId(period.periodId, LOTTERY_GAMES)).toEqual({
      gameCode: 'DICE',
      index: period.index,
    });
    expect(parsePeriodId('NOPE-1', LOTTERY_GAMES)).toBeUndefined();
  });
});

describe('prize mode (spec §4)', () => {
  it('is ELOTT when the lottery category contains the Vietnamese lotto or the lottery card, otherwise LOTT', () => {
    expect(prizeModeOf(['TCG_LOTTO_VN'])).toBe('ELOTT');
    expect(prizeModeOf([{ vassalage: 'TCG_SEA' }, { vassalage: 'TCG_LOTTO_VN' }])).toBe('ELOTT');
    expect(prizeModeOf(['TCG_LOTTERY_CARD'])).toBe('ELOTT');
    expect(prizeModeOf(['TCG_SEA', 'QUICKLOTTO'])).toBe('LOTT');
    expect(prizeModeOf([])).toBe('LOTT');
  });
});
