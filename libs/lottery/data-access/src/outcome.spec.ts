import { describe, expect, it } from 'vitest';
import { numberRange, outcomeBalls, pickKind } from './outcome';

/*
 * The colour of each number (spec §3: six-ball RED, BLUE and GREEN for 01–49, 0–27 GRAY, BLUE,
 * GREEN and RED) is the ui-kit's table, tested number by number in
 * libs/shared/ui-kit/src/lib/lottery-ball.test.tsx. This tests the mapping from a game's outcome
 * to the kind of ball (and so the colour table) each number is drawn with; the feature's own
 * spec checks the rendered colours of every number.
 */
describe('outcomeBalls', () => {
  it('draws six-ball outcomes as six-ball balls with the special last', () => {
    expect(outcomeBalls('SIX_BALL', { numbers: [1, 3, 5, 12, 25, 49], special: 27 })).toEqual([
      ...[1, 3, 5, 12, 25, 49].map((value) => ({ kind: 'six', value, role: 'main' })),
      { kind: 'six', value: 27, role: 'special' },
    ]);
  });

  it('draws the PC28 digits and their sum in the 0–27 colours', () => {
    expect(outcomeBalls('PC28', { numbers: [9, 9, 9], sum: 27 })).toEqual([
      { kind: 'roulette', value: 9, role: 'main' },
      { kind: 'roulette', value: 9, role: 'main' },
      { kind: 'roulette', value: 9, role: 'main' },
      { kind: 'roulette', value: 27, role: 'sum' },
    ]);
  });

  it('draws the ten-ball ranking as ten-ball balls and dice as dice', () => {
    const ranking = [3, 1, 2, 4, 5, 6, 7, 8, 9, 10];
    expect(outcomeBalls('TEN_BALL', { numbers: ranking }).map((b) => [b.kind, b.value])).toEqual(ranking.map((v) => ['ten', v]));
    expect(outcomeBalls('DICE', { numbers: [1, 4, 6], sum: 11 })).toEqual([1, 4, 6].map((value) => ({ kind: 'dice', value, role: 'main' })));
  });

  it('has no balls for a regional draw or a draw without an outcome', () => {
    expect(outcomeBalls('VN_NORTH', { numbers: [], tiers: [{ tier: 'SPECIAL', numbers: ['12345'] }] })).toEqual([]);
    expect(outcomeBalls('SIX_BALL', null)).toEqual([]);
  });

  it('offers the number picks of each fast game in its colour table', () => {
    expect(numberRange('SIX_BALL')).toHaveLength(49);
    expect(numberRange('PC28')).toEqual(Array.from({ length: 28 }, (_, i) => i));
    expect(numberRange('DICE')[0]).toBe(3);
    expect(numberRange('SEA_4D')).toEqual([]);
    expect(pickKind('SIX_BALL')).toBe('six');
    expect(pickKind('PC28')).toBe('roulette');
    expect(pickKind('DICE')).toBeNull();
  });
});
