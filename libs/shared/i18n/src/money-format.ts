/**
 * Amounts travel as integers in minor units (1050 is 10.50) so no float ever touches money.
 * One pair of helpers turns them into text and back for every domain.
 */
const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** 123450 -> "1,234.50"; an optional symbol goes after the sign: -1050, '$' -> "-$10.50". */
export function formatMoney(minor: number, currencySymbol = ''): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${currencySymbol}${whole}.${cents}`;
}

/** formatMoney without a symbol, safe to pass to Array.map (which would hand it an index). */
export function formatMinor(minor: number): string {
  return formatMoney(minor);
}

/** "10.5" -> 1050; null for anything that is not a positive amount with at most two decimals. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!AMOUNT_PATTERN.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor > 0 ? minor : null;
}
