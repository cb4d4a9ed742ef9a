import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney, parseAmount } from './money-format';

describe('money formatting in minor units', () => {
  it('formats with thousands separators, two decimals and the sign before the symbol', () => {
    expect(formatMoney(123450)).toBe('1,234.50');
    expect(formatMoney(-1050, '$')).toBe('-$10.50');
    expect(formatMoney(7)).toBe('0.07');
    expect([5, 10].map(formatMinor)).toEqual(['0.05', '0.10']);
  });

  it('parses positive amounts with at most two decimals, and nothing else', () => {
    expect(parseAmount(' 1,000.5 ')).toBe(100050);
    expect(parseAmount('10')).toBe(1000);
    for (const bad of ['0', '0.00', '-1', '1.234', 'abc', '', '1e3']) expect(parseAmount(bad)).toBeNull();
  });
});
