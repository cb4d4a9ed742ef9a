import { describe, expect, it } from 'vitest';
import { amountStyleFor, formatAmount, formatMajorAmount, formatMinor, formatMoney, parseAmount } from './money-format';

const NBSP = '\u00a0';

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

describe('localised amounts (issue 26 "one formatter for every amount": merchant currency, language separators, fixed decimals)', () => {
  it('writes R$ 10.086,40 in Portuguese and R$10,086.40 in English', () => {
    expect(formatAmount(1008640, { language: 'PT', currencySymbol: 'R$' })).toBe(`R$${NBSP}10.086,40`);
    expect(formatAmount(1008640, { language: 'EN', currencySymbol: 'R$' })).toBe('R$10,086.40');
    expect(formatAmount(1008640, { language: 'pt-br', currencySymbol: 'R$' })).toBe(`R$${NBSP}10.086,40`);
  });

  it('keeps two decimals: a win of 56,170.7 reads 56,170.70, never "56,170.7"', () => {
    expect(formatMajorAmount(56170.7, { language: 'EN' })).toBe('56,170.70');
    expect(formatMajorAmount(56170.7, { language: 'PT', currencySymbol: 'R$' })).toBe(`R$${NBSP}56.170,70`);
    expect(formatMajorAmount(12, { language: 'EN', currencySymbol: '$' })).toBe('$12.00');
  });

  it('rounds the cent as a person reads the decimal (1.005 -> 1.01) and puts the sign first', () => {
    expect(formatMajorAmount(1.005, { language: 'EN' })).toBe('1.01');
    expect(formatAmount(-1050, { language: 'PT', currencySymbol: 'R$' })).toBe(`-R$${NBSP}10,50`);
    expect(formatAmount(0, { language: 'EN', currencySymbol: 'R$' })).toBe('R$0.00');
  });

  it('writes languages without their own catalogue the English way', () => {
    expect(amountStyleFor('XX')).toEqual(amountStyleFor('EN'));
    expect(formatAmount(123456789, { language: 'VI' })).toBe('1.234.567,89');
    expect(formatAmount(123456789, { language: 'TH' })).toBe('1,234,567.89');
  });
});
