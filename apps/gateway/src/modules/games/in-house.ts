import type { InHouseGame } from '@platform/shared/api-contract';

/**
 * The in-house (PGE) games' rules, as pure functions of a draw. Play always draws from a
 * provably fair seed pair (fairness/provably-fair.ts), so a revealed round can be recomputed.
 */
export type Draw = (min: number, maxExclusive: number) => number;

export type DicePick = 'LOW' | 'HIGH' | 'SEVEN';

export interface Outcome {
  /** Slot: three symbols. Dice: two faces. */
  outcome: (string | number)[];
  /** The win in minor units: bet × the paytable's multiplier, or 0. */
  win: number;
}

/** One reel's 20 stops; each reel is drawn on its own. */
export const REEL: readonly string[] = [
  ...Array<string>(6).fill('CHERRY'),
  ...Array<string>(5).fill('LEMON'),
  ...Array<string>(4).fill('BELL'),
  ...Array<string>(3).fill('BAR'),
  ...Array<string>(2).fill('SEVEN'),
];

/** Three of a kind pays bet × this; anything else loses. Return to player about 82%. */
export const SLOT_PAYS: Readonly<Record<string, number>> = { CHERRY: 5, LEMON: 10, BELL: 20, BAR: 50, SEVEN: 200 };

/** Two dice: LOW (2-6) and HIGH (8-12) pay 2×, SEVEN pays 5×; each returns about 83%. */
export const DICE_PAYS: Readonly<Record<DicePick, number>> = { LOW: 2, HIGH: 2, SEVEN: 5 };

export function spinSlot(bet: number, draw: Draw): Outcome {
  const reels = [0, 1, 2].map(() => REEL[draw(0, REEL.length)]!);
  const [first] = reels;
  const win = reels.every((symbol) => symbol === first) ? bet * SLOT_PAYS[first!]! : 0;
  return { outcome: reels, win };
}

export function diceWins(pick: DicePick, sum: number): boolean {
  if (pick === 'SEVEN') return sum === 7;
  return pick === 'LOW' ? sum <= 6 : sum >= 8;
}

export function rollDice(bet: number, pick: DicePick, draw: Draw): Outcome {
  const dice = [draw(1, 7), draw(1, 7)];
  const sum = dice[0]! + dice[1]!;
  return { outcome: dice, win: diceWins(pick, sum) ? bet * DICE_PAYS[pick] : 0 };
}

export function playGame(gameCode: InHouseGame, bet: number, pick: DicePick | undefined, draw: Draw): Outcome {
  return gameCode === 'PGE_SLOT3' ? spinSlot(bet, draw) : rollDice(bet, pick!, draw);
}
