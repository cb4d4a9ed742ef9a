/*
 * Lottery ball colours. The number-to-colour tables are the spec's (§3). The paint is CSS:
 * each colour is a custom property a brand may set on :root (e.g. `--lottery-ball-blue`),
 * falling back to a semantic token where the theme has one. The theme has no blue and no
 * ten distinct hues, so those fallbacks are raw colours, kept here in a .ts file because
 * components (.tsx) may not hold raw colours.
 */

export type SixBallColour = 'red' | 'blue' | 'green';
export type RouletteColour = 'gray' | 'blue' | 'green' | 'red';
export type BallColour = SixBallColour | RouletteColour;

/** Spec §3 "Six-ball lottery colours", for 01 to 49. */
export const SIX_BALL_COLOURS: Readonly<Record<SixBallColour, readonly number[]>> = {
  red: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  blue: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  green: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
};

/** Spec §3 "Roulette colours", for 0 to 27. */
export const ROULETTE_COLOURS: Readonly<Record<RouletteColour, readonly number[]>> = {
  gray: [0, 13, 14, 27],
  blue: [2, 5, 8, 11, 17, 20, 23, 26],
  green: [1, 4, 7, 10, 16, 19, 22, 25],
  red: [3, 6, 9, 12, 15, 18, 21, 24],
};

const lookup = <C extends string>(
  table: Readonly<Record<C, readonly number[]>>,
  n: number,
): C | undefined => (Object.keys(table) as C[]).find((colour) => table[colour].includes(n));

/** The six-ball colour of 1..49; undefined for any other number. */
export const sixBallColour = (n: number): SixBallColour | undefined => lookup(SIX_BALL_COLOURS, n);

/** The roulette colour of 0..27; undefined for any other number. */
export const rouletteColour = (n: number): RouletteColour | undefined =>
  lookup(ROULETTE_COLOURS, n);

export interface BallPaint {
  background: string;
  text: string;
}

/** Raw fallbacks where no semantic token fits. White on #1565c0 is 5.7:1. */
export const BALL_FALLBACKS = { blue: '#1565c0', blueText: '#ffffff' } as const;

/**
 * Red, green and gray are the danger, success and muted-text tokens, with the surface colour
 * as text: brands already keep those readable on the surface (theme contrastReport), so the
 * pair stays readable in light and dark brands alike.
 */
export const BALL_PAINT: Readonly<Record<BallColour, BallPaint>> = {
  red: {
    background: 'var(--lottery-ball-red, var(--color-danger))',
    text: 'var(--lottery-ball-red-text, var(--color-surface))',
  },
  green: {
    background: 'var(--lottery-ball-green, var(--color-success))',
    text: 'var(--lottery-ball-green-text, var(--color-surface))',
  },
  gray: {
    background: 'var(--lottery-ball-gray, var(--color-text-muted))',
    text: 'var(--lottery-ball-gray-text, var(--color-surface))',
  },
  blue: {
    background: `var(--lottery-ball-blue, ${BALL_FALLBACKS.blue})`,
    text: `var(--lottery-ball-blue-text, ${BALL_FALLBACKS.blueText})`,
  },
};

/**
 * Ten-ball (01-10) colours are "not shown" in the spec. These follow the usual PK10 race
 * order (yellow, blue, dark grey, orange, cyan, violet, light grey, red, maroon, green),
 * each with the text colour that reaches WCAG AA on it.
 */
export const TEN_BALL_FALLBACKS: readonly BallPaint[] = [
  { background: '#f5c400', text: '#15171a' },
  { background: '#1565c0', text: '#ffffff' },
  { background: '#4b5563', text: '#ffffff' },
  { background: '#e86a00', text: '#15171a' },
  { background: '#00a3b4', text: '#15171a' },
  { background: '#5e35b1', text: '#ffffff' },
  { background: '#b8bcc4', text: '#15171a' },
  { background: '#c62828', text: '#ffffff' },
  { background: '#6d1b1b', text: '#ffffff' },
  { background: '#2e7d32', text: '#ffffff' },
];

/** Paint of ten-ball `n` (1..10), overridable per brand as `--lottery-ten-ball-<n>` and `-text`. */
export function tenBallPaint(n: number): BallPaint | undefined {
  const fallback = TEN_BALL_FALLBACKS[n - 1];
  if (!Number.isInteger(n) || !fallback) return undefined;
  return {
    background: `var(--lottery-ten-ball-${n}, ${fallback.background})`,
    text: `var(--lottery-ten-ball-${n}-text, ${fallback.text})`,
  };
}

/**
 * Dice faces (1-6) are "not shown" either: a surface-coloured face with text-coloured pips,
 * and the one and four pips in the danger colour, as on Asian dice (sic bo).
 */
export const DICE_PAINT = {
  face: 'var(--lottery-dice-face, var(--color-surface))',
  border: 'var(--lottery-dice-border, var(--color-border))',
  pip: 'var(--lottery-dice-pip, var(--color-text))',
  accentPip: 'var(--lottery-dice-accent-pip, var(--color-danger))',
} as const;

/** Neutral paint for a number outside its game's range. */
export const UNKNOWN_BALL_PAINT: BallPaint = {
  background: 'var(--color-surface-raised)',
  text: 'var(--color-text)',
};
