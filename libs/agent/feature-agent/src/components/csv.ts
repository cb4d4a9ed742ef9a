/** One CSV column: its header text and the cell of a row. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string | number;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled; lines end CRLF. */
function field(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection): prefix a quote.
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => field(c.header)), ...rows.map((row) => columns.map((c) => field(c.cell(row))))];
  return lines.map((line) => line.join(',')).join('\r\n') + '\r\n';
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, text: string): void {
  // The BOM makes spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
