/** Spec §9 "Jackpot ticker: starts between 31,000,000 and 32,000,000, and rises by 100 to 500 every 3000, 4000 or 5000 ms." */
export const JACKPOT_TICKER = {
  startMin: 31_000_000,
  startMax: 32_000_000,
  stepMin: 100,
  stepMax: 500,
  intervalsMs: [3000, 4000, 5000],
} as const;

/** A function like Math.random: a number in [0, 1). Injected so tests and stories can fix it. */
export type RandomSource = () => number;

/** A whole number in [min, max], both included. */
const randomInt = (random: RandomSource, min: number, max: number) =>
  min + Math.min(max - min, Math.floor(random() * (max - min + 1)));

/** The amount the ticker starts from: a whole number from 31,000,000 to 32,000,000. */
export function initialJackpot(random: RandomSource = Math.random): number {
  return randomInt(random, JACKPOT_TICKER.startMin, JACKPOT_TICKER.startMax);
}

/** The next rise: 100 to 500, after 3000, 4000 or 5000 ms (each drawn afresh). */
export function nextJackpotStep(random: RandomSource = Math.random): {
  increment: number;
  delayMs: number;
} {
  const { stepMin, stepMax, intervalsMs } = JACKPOT_TICKER;
  const increment = randomInt(random, stepMin, stepMax);
  const delayMs = intervalsMs[randomInt(random, 0, intervalsMs.length - 1)] ?? intervalsMs[0];
  return { increment, delayMs };
}
