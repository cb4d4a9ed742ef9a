/**
 * Number formatting by hand, not Intl.NumberFormat: the jackpot and the winner board are on the home
 * page, and a phone spends 50-150 ms loading ICU's locale data at the first Intl formatter. The
 * separators come from the translation catalogue (home.group_separator, home.decimal_separator).
 */
export interface NumberSeparators {
  group: string;
  decimal: string;
}

/** Whole-number grouping: 31999999.6, ',' -> "32,000,000". */
export function groupDigits(amount: number, separator: string): string {
  return insertGroups(String(Math.round(Math.abs(amount))), separator, amount < 0);
}

/**
 * Up to `maxFractionDigits` decimals, trailing zeros dropped, as Intl's maximumFractionDigits does:
 * 1234.5 -> "1,234.5", 1234.567 -> "1,234.57", 12 -> "12".
 */
export function formatDecimal(amount: number, separators: NumberSeparators, maxFractionDigits = 2): string {
  const scale = 10 ** maxFractionDigits;
  // toPrecision(15) first: 1.005 * 100 is 100.49999999999999 in binary, and Intl rounds the
  // decimal the user sees (1.005 -> "1.01").
  const scaled = Math.round(Number((Math.abs(amount) * scale).toPrecision(15)));
  const whole = insertGroups(String(Math.floor(scaled / scale)), separators.group, amount < 0 && scaled > 0);
  const fraction = String(scaled % scale).padStart(maxFractionDigits, '0').replace(/0+$/, '');
  return fraction ? `${whole}${separators.decimal}${fraction}` : whole;
}

function insertGroups(digits: string, separator: string, negative: boolean): string {
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)}`;
}
