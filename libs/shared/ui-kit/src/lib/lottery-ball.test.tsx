import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import { contrastRatio, themeToCssVariables } from '@platform/shared/brand';
import { renderWithTheme, testTheme } from '../test/render';
import {
  BALL_PAINT,
  ROULETTE_COLOURS,
  SIX_BALL_COLOURS,
  TEN_BALL_FALLBACKS,
  rouletteColour,
  sixBallColour,
  tenBallPaint,
} from './lottery-ball-colours';
import { LotteryBall } from './lottery-ball';

/** Every number the spec lists (§3), spelled as in the spec. */
const SPEC_SIX_BALL = {
  red: '01 02 07 08 12 13 18 19 23 24 29 30 34 35 40 45 46',
  blue: '03 04 09 10 14 15 20 25 26 31 36 37 41 42 47 48',
  green: '05 06 11 16 17 21 22 27 28 32 33 38 39 43 44 49',
} as const;
const SPEC_ROULETTE = {
  gray: '0 13 14 27',
  blue: '2 5 8 11 17 20 23 26',
  green: '1 4 7 10 16 19 22 25',
  red: '3 6 9 12 15 18 21 24',
} as const;
const numbers = (list: string) => list.split(' ').map(Number);

/** Resolves `var(--custom, var(--color-x))` / `var(--custom, #hex)` against the base theme, as a browser would. */
const cssVars = themeToCssVariables(testTheme);
function resolve(value: string): string {
  const token = /var\((--color-[a-z-]+)\)/.exec(value)?.[1];
  if (token) return cssVars[token] ?? 'missing';
  return /#[0-9a-f]{6}/i.exec(value)?.[0] ?? 'missing';
}

describe('sixBallColour', () => {
  for (const [colour, list] of Object.entries(SPEC_SIX_BALL)) {
    it(`colours six-ball ${list} ${colour.toUpperCase()} (spec §3)`, () => {
      for (const n of numbers(list)) expect(sixBallColour(n), `ball ${n}`).toBe(colour);
    });
  }

  it('covers 01 to 49 exactly once and nothing else', () => {
    const all = Object.values(SIX_BALL_COLOURS)
      .flat()
      .sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
    expect(sixBallColour(0)).toBeUndefined();
    expect(sixBallColour(50)).toBeUndefined();
    expect(sixBallColour(7.5)).toBeUndefined();
  });
});

describe('rouletteColour', () => {
  for (const [colour, list] of Object.entries(SPEC_ROULETTE)) {
    it(`colours roulette ${list} ${colour.toUpperCase()} (spec §3)`, () => {
      for (const n of numbers(list)) expect(rouletteColour(n), `number ${n}`).toBe(colour);
    });
  }

  it('covers 0 to 27 exactly once and nothing else', () => {
    const all = Object.values(ROULETTE_COLOURS)
      .flat()
      .sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 28 }, (_, i) => i));
    expect(rouletteColour(-1)).toBeUndefined();
    expect(rouletteColour(28)).toBeUndefined();
  });
});

describe('ball paint', () => {
  it('paints red, green and gray from the danger, success and muted-text tokens, blue from an overridable fallback', () => {
    expect(BALL_PAINT.red.background).toContain('var(--color-danger)');
    expect(BALL_PAINT.green.background).toContain('var(--color-success)');
    expect(BALL_PAINT.gray.background).toContain('var(--color-text-muted)');
    expect(BALL_PAINT.blue.background).toMatch(/^var\(--lottery-ball-blue, #[0-9a-f]{6}\)$/);
  });

  it('keeps every ball number readable (WCAG AA 4.5:1) in the base theme', () => {
    for (const [colour, paint] of Object.entries(BALL_PAINT)) {
      const ratio = contrastRatio(resolve(paint.text), resolve(paint.background));
      expect(ratio, colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives the ten balls (colours not shown in the spec) ten distinct, readable colours', () => {
    expect(new Set(TEN_BALL_FALLBACKS.map((p) => p.background)).size).toBe(10);
    for (const { background, text } of TEN_BALL_FALLBACKS) {
      expect(contrastRatio(text, background), background).toBeGreaterThanOrEqual(4.5);
    }
    expect(tenBallPaint(1)?.background).toBe('var(--lottery-ten-ball-1, #f5c400)');
    expect(tenBallPaint(0)).toBeUndefined();
    expect(tenBallPaint(11)).toBeUndefined();
  });
});

describe('LotteryBall', () => {
  it('shows a six-ball number with two digits in its spec colour', () => {
    renderWithTheme(<LotteryBall kind="six" value={7} label="Red 07" />);
    const ball = screen.getByRole('img', { name: 'Red 07' });
    expect(ball).toHaveTextContent('07');
    expect(ball).toHaveAttribute('data-colour', 'red');
    expect(getComputedStyle(ball).background).toContain('--color-danger');
  });

  it('shows a roulette number without padding in its spec colour', () => {
    renderWithTheme(<LotteryBall kind="roulette" value={13} />);
    const ball = screen.getByRole('img', { name: '13' });
    expect(ball).toHaveTextContent(/^13$/);
    expect(ball).toHaveAttribute('data-colour', 'gray');
  });

  it('paints each ten-ball number with its own colour', () => {
    renderWithTheme(<LotteryBall kind="ten" value={10} />);
    const ball = screen.getByRole('img', { name: '10' });
    expect(ball).toHaveAttribute('data-colour', 'ten-10');
    expect(getComputedStyle(ball).background).toContain('--lottery-ten-ball-10');
  });

  it('draws a die face with as many pips as its value', () => {
    for (const value of [1, 2, 3, 4, 5, 6]) {
      const { unmount } = renderWithTheme(<LotteryBall kind="dice" value={value} />);
      const die = screen.getByRole('img', { name: String(value) });
      expect(die.querySelectorAll('[data-pip]')).toHaveLength(value);
      unmount();
    }
  });

  it('shows an out-of-range number in a neutral colour rather than a wrong one', () => {
    renderWithTheme(<LotteryBall kind="six" value={50} />);
    expect(screen.getByRole('img', { name: '50' })).toHaveAttribute('data-colour', 'unknown');
  });
});
