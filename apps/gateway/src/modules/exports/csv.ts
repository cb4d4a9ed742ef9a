/**
 * CSV as RFC 4180 writes it: CRLF between records, a header row, and a field quoted (its quotes
 * doubled) when it holds a comma, a quote, CR or LF.
 *
 * Text from people (account names, lottery selections, seeds) may start a spreadsheet formula, so
 * a text cell starting with = + - @ (or a tab or CR, which some spreadsheets skip first) gets a
 * leading single quote (OWASP "CSV injection"). Numbers are written by the gateway itself from
 * integers, so a negative amount stays a number a spreadsheet can sum.
 */

/** A decimal amount the gateway formatted itself (see amountCell): written as it is. */
export interface AmountCell {
  readonly amount: string;
}

export type CsvValue = string | number | AmountCell | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') text = String(value);
  else if (typeof value === 'object') text = value.amount;
  else text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Minor units as a decimal amount: 12345 -> "123.45", -5 -> "-0.05" (a number cell, see above). */
export function amountCell(minor: number): AmountCell {
  if (!Number.isSafeInteger(minor)) throw new Error(`not an amount in minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return { amount: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}` };
}

/** `attachment` with the name as a plain token and as RFC 5987 UTF-8, for browsers that want either. */
export function attachment(filename: string): string {
  const plain = filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
