/**
 * One CSV column as the screens described their browser-built exports. The export is built by the
 * gateway now (GET /api/backoffice/export/:table, its columns are the list call's row fields);
 * kept so screens that still pass columns compile.
 * @deprecated the gateway chooses the columns.
 */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** Saves a downloaded file through a temporary link (the browser's download). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
