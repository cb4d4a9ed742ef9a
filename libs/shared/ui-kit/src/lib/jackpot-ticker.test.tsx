import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { JACKPOT_TICKER, initialJackpot, nextJackpotStep, type RandomSource } from './jackpot';
import { JackpotTicker } from './jackpot-ticker';

/** mulberry32: a small seeded PRNG, so the range tests are repeatable. */
function seeded(seed: number): RandomSource {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Returns the given values in turn, repeating the last. */
const sequence = (...values: number[]): RandomSource => {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)] ?? 0;
};

const LARGEST_BELOW_ONE = 1 - Number.EPSILON;

describe('JACKPOT_TICKER', () => {
  it('starts between 31,000,000 and 32,000,000 and rises by 100 to 500 every 3000, 4000 or 5000 ms (spec §9)', () => {
    expect(JACKPOT_TICKER).toEqual({
      startMin: 31_000_000,
      startMax: 32_000_000,
      stepMin: 100,
      stepMax: 500,
      intervalsMs: [3000, 4000, 5000],
    });
  });
});

describe('initialJackpot', () => {
  it('reaches both ends of 31,000,000 to 32,000,000', () => {
    expect(initialJackpot(() => 0)).toBe(31_000_000);
    expect(initialJackpot(() => LARGEST_BELOW_ONE)).toBe(32_000_000);
  });

  it('always gives a whole number in range', () => {
    const random = seeded(42);
    for (let i = 0; i < 5000; i += 1) {
      const value = initialJackpot(random);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(31_000_000);
      expect(value).toBeLessThanOrEqual(32_000_000);
    }
  });
});

describe('nextJackpotStep', () => {
  it('reaches the smallest and the largest step', () => {
    expect(nextJackpotStep(() => 0)).toEqual({ increment: 100, delayMs: 3000 });
    expect(nextJackpotStep(() => LARGEST_BELOW_ONE)).toEqual({ increment: 500, delayMs: 5000 });
    expect(nextJackpotStep(sequence(0.5, 0.5))).toEqual({ increment: 300, delayMs: 4000 });
  });

  it('always rises by a whole 100-500 after one of 3000, 4000 or 5000 ms, and uses all three', () => {
    const random = seeded(7);
    const delays = new Set<number>();
    for (let i = 0; i < 5000; i += 1) {
      const { increment, delayMs } = nextJackpotStep(random);
      expect(Number.isInteger(increment)).toBe(true);
      expect(increment).toBeGreaterThanOrEqual(100);
      expect(increment).toBeLessThanOrEqual(500);
      expect(JACKPOT_TICKER.intervalsMs).toContain(delayMs);
      delays.add(delayMs);
    }
    expect([...delays].sort()).toEqual([3000, 4000, 5000]);
  });
});

describe('JackpotTicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const amount = () => screen.getByTestId('jackpot-amount');

  it('starts at the random amount, formatted with the currency symbol and digit grouping', () => {
    renderWithTheme(
      <JackpotTicker currencySymbol="R$" random={() => 0} label="Jackpot" />,
    );
    expect(amount()).toHaveTextContent('R$31,000,000');
    expect(screen.getByText('Jackpot')).toBeInTheDocument();
  });

  it("groups digits with the language's separator", () => {
    renderWithTheme(<JackpotTicker groupSeparator="." initialAmount={31_234_567} random={() => 0} />);
    expect(amount()).toHaveTextContent('31.234.567');
  });

  it('writes the whole amount with the formatter it is given, as it rises (issue 26 one formatter)', () => {
    const format = (value: number) => `R$ ${value}.00`;
    renderWithTheme(<JackpotTicker currencySymbol="ignored" format={format} initialAmount={31_000_000} random={() => 0} />);
    expect(amount()).toHaveTextContent(/^R\$ 31000000\.00$/);
    act(() => vi.advanceTimersByTime(3000));
    expect(amount()).toHaveTextContent(/^R\$ 31000100\.00$/);
  });

  it('rises by the drawn step after the drawn delay, drawing a new delay each time', () => {
    // Start draw 0 -> 31,000,000; then (increment, delay) pairs: (100, 3000 ms), (500, 5000 ms).
    const random = sequence(0, 0, 0, LARGEST_BELOW_ONE, LARGEST_BELOW_ONE);
    renderWithTheme(<JackpotTicker random={random} />);
    expect(amount()).toHaveTextContent('31,000,000');
    act(() => vi.advanceTimersByTime(2999));
    expect(amount()).toHaveTextContent('31,000,000');
    act(() => vi.advanceTimersByTime(1));
    expect(amount()).toHaveTextContent('31,000,100');
    act(() => vi.advanceTimersByTime(4999));
    expect(amount()).toHaveTextContent('31,000,100');
    act(() => vi.advanceTimersByTime(1));
    expect(amount()).toHaveTextContent('31,000,600');
  });

  it('stops ticking when unmounted', () => {
    const { unmount } = renderWithTheme(<JackpotTicker random={() => 0} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
