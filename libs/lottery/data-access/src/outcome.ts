import type { DrawOutcome, LotteryGame } from '@platform/shared/api-contract';

/** What the ui-kit's LotteryBall draws: six-ball and 0–27 ("roulette") in the spec's colours, ten-ball, dice. */
export type BallKind = 'six' | 'roulette' | 'ten' | 'dice';

export interface OutcomeBall {
  kind: BallKind;
  value: number;
  /** The six-ball special, or the 0–27 / dice sum. */
  role: 'main' | 'special' | 'sum';
}

/**
 * A drawn outcome as balls (spec §3): SIX_BALL the six main balls then the special, in six-ball
 * colours; TEN_BALL the ranking 01–10; DICE three dice faces; PC28 the three digits and their sum,
 * all in the 0–27 colours. The regional draws (VN, SEA) have prize tiers, not balls: none.
 */
export function outcomeBalls(game: LotteryGame, outcome: DrawOutcome | null): OutcomeBall[] {
  if (!outcome) return [];
  const main = (kind: BallKind) => outcome.numbers.map((value): OutcomeBall => ({ kind, value, role: 'main' }));
  switch (game) {
    case 'SIX_BALL':
      return [...main('six'), ...(outcome.special === undefined ? [] : [{ kind: 'six' as const, value: outcome.special, role: 'special' as const }])];
    case 'TEN_BALL':
      return main('ten');
    case 'DICE':
      return main('dice');
    case 'PC28':
      return [...main('roulette'), ...(outcome.sum === undefined ? [] : [{ kind: 'roulette' as const, value: outcome.sum, role: 'sum' as const }])];
    default:
      return [];
  }
}

/** The ball kind of a fast game's NUMBER pick (for the number grid). DICE sums 3–18 have no colour table. */
export const pickKind = (game: LotteryGame): BallKind | null =>
  game === 'SIX_BALL' ? 'six' : game === 'TEN_BALL' ? 'ten' : game === 'PC28' ? 'roulette' : null;

/** The NUMBER picks of a fast game, in order; empty for games whose picks are typed digits. */
export function numberRange(game: LotteryGame): number[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  switch (game) {
    case 'SIX_BALL':
      return range(1, 49);
    case 'TEN_BALL':
      return range(1, 10);
    case 'DICE':
      return range(3, 18);
    case 'PC28':
      return range(0, 27);
    default:
      return [];
  }
}
