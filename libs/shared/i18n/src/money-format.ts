/**
 * Amounts travel as integers in minor units (1050 is 10.50) so no float ever touches money.
 * One set of helpers turns them into text and back for every domain.
 *
 * Every amount a player reads goes through `formatAmount` (minor units) or `formatMajorAmount`
 * (figures already in major units, such as the winner board's winAmount): the merchant's currency
 * symbol, the language's separators and a fixed two decimals, so "R$ 10.086,40" in Portuguese and
 * "R$10,086.40" in English, never "won 56,170.7". Formatting is done by hand, not with
 * Intl.NumberFormat: these run on the home page, and a phone spends 50-150 ms loading ICU's locale
 * data at the first Intl formatter.
 */
const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

export interface AmountStyle {
  /** Between groups of three digits. */
  group: string;
  /** Before the decimals. */
  decimal: string;
  /** Between the currency symbol and the digits (a no-break space where the language puts one). */
  symbolGap: string;
}

const COMMA_POINT: AmountStyle = { group: ',', decimal: '.', symbolGap: '' };
const POINT_COMMA: AmountStyle = { group: '.', decimal: ',', symbolGap: '\u00a0' };

/**
 * The languages' conventions (CLDR), by the spec's language codes. Codes not listed write amounts
 * the English way, as their text falls back to English too.
 */
const STYLES: Readonly<Record<string, AmountStyle>> = {
  EN: COMMA_POINT,
  CN: COMMA_POINT,
  TW: COMMA_POINT,
  JA: COMMA_POINT,
  KO: COMMA_POINT,
  KR: COMMA_POINT,
  TH: COMMA_POINT,
  MY: COMMA_POINT,
  MS: COMMA_POINT,
  HI: COMMA_POINT,
  TA: COMMA_POINT,
  BN: COMMA_POINT,
  UR: COMMA_POINT,
  AR: COMMA_POINT,
  KM: POINT_COMMA,
  PT: POINT_COMMA,
  'PT-BR': POINT_COMMA,
  ES: POINT_COMMA,
  ID: POINT_COMMA,
  VI: POINT_COMMA,
  TR: POINT_COMMA,
  TY: POINT_COMMA,
};

/** How a language writes amounts; the spec's codes in any case ("pt", "PT-BR"). */
export function amountStyleFor(language: string): AmountStyle {
  return STYLES[language.toUpperCase()] ?? COMMA_POINT;
}

export interface AmountOptions {
  /** The spec's language code (the session's languageAtom): picks the separators. */
  language: string;
  /** The merchant's currency symbol (the store's currencySymbol); none while it is unknown. */
  currencySymbol?: string;
}

function groups(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Minor units as the player reads them: 1008640 in PT with "R$" -> "R$ 10.086,40"; in EN -> "R$10,086.40".
 * The sign goes before the symbol: -1050 -> "-R$10.50".
 */
export function formatAmount(minor: number, { language, currencySymbol = '' }: AmountOptions): string {
  const style = amountStyleFor(language);
  const whole = Math.trunc(minor);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const digits = `${groups(String(Math.floor(abs / 100)), style.group)}${style.decimal}${String(abs % 100).padStart(2, '0')}`;
  const symbol = currencySymbol ? `${currencySymbol}${style.symbolGap}` : '';
  return `${sign}${symbol}${digits}`;
}

/**
 * A figure already in major units (the winner board's winAmount, 56170.7), rounded to the cent the
 * way a person rounds the decimal they see (1.005 -> 1.01), then written as formatAmount writes it.
 */
export function formatMajorAmount(amount: number, options: AmountOptions): string {
  // toPrecision(15) first: 1.005 * 100 is 100.49999999999999 in binary.
  const minor = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  return formatAmount(amount < 0 ? -minor : minor, options);
}

/**
 * 123450 -> "1,234.50"; an optional symbol goes after the sign: -1050, '$' -> "-$10.50".
 * English separators whatever the language: kept for the callers that predate formatAmount. New
 * code, and any amount a player reads in another language, uses formatAmount.
 */
export function formatMoney(minor: number, currencySymbol = ''): string {
  return formatAmount(minor, { language: 'EN', currencySymbol });
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
