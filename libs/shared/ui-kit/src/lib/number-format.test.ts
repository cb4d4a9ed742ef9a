import { describe, expect, it } from 'vitest';
import { formatDecimal, groupDigits } from './number-format';

const EN = { group: ',', decimal: '.' };
const PT = { group: '.', decimal: ',' };

describe('groupDigits', () => {
  it('groups whole numbers in threes and rounds away the fraction', () => {
    expect(groupDigits(999, ',')).toBe('999');
    expect(groupDigits(1000, ',')).toBe('1,000');
    expect(groupDigits(31_999_999.6, ',')).toBe('32,000,000');
    expect(groupDigits(1_234_567, '.')).toBe('1.234.567');
    expect(groupDigits(-1_234, ',')).toBe('-1,234');
  });
});

describe('formatDecimal', () => {
  it('keeps at most two decimals and drops trailing zeros, like Intl maximumFractionDigits: 2', () => {
    expect(formatDecimal(1234.5, EN)).toBe('1,234.5');
    expect(formatDecimal(1234.567, EN)).toBe('1,234.57');
    expect(formatDecimal(12, EN)).toBe('12');
    expect(formatDecimal(0.1 + 0.2, EN)).toBe('0.3');
    expect(formatDecimal(999.999, EN)).toBe('1,000');
    expect(formatDecimal(0, EN)).toBe('0');
  });

  it("uses the language's separators", () => {
    expect(formatDecimal(1_234_567.8, PT)).toBe('1.234.567,8');
  });

  it('signs negatives, but not a value that rounds to zero', () => {
    expect(formatDecimal(-1234.5, EN)).toBe('-1,234.5');
    expect(formatDecimal(-0.001, EN)).toBe('0');
  });

  it('agrees with Intl.NumberFormat en-US over a spread of amounts', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    for (const amount of [0.01, 0.005, 1.005, 15.5, 100, 1234.56, 98765.4321, 1_000_000, 123_456_789.99]) {
      expect(formatDecimal(amount, EN)).toBe(intl.format(amount));
    }
  });
});
