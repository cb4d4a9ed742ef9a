/** Spec §9 "Winner board limit 20 (10 per side)". */
export const WINNERS_PER_SIDE = 10;

/** Spec §2: the left list shows the first 10, the right list the last 10. */
export function splitWinnerBoard<T>(winners: readonly T[]): { left: T[]; right: T[] } {
  return {
    left: winners.slice(0, WINNERS_PER_SIDE),
    right: winners.slice(WINNERS_PER_SIDE, WINNERS_PER_SIDE * 2),
  };
}
