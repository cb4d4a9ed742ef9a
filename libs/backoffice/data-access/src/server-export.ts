import { BACKOFFICE_EXPORT_HEADERS, BACKOFFICE_EXPORT_PATH, type BackofficeExportTable } from '@platform/shared/api-contract';
import { ApiError } from '@platform/shared/api-client';
import type { BackofficeLanguage } from '@platform/backoffice/i18n';

export interface ExportOutcome {
  /** Rows in the file. */
  rows: number;
  /** Rows that matched the filter. */
  total: number;
  /** The gateway's row limit (BACKOFFICE_EXPORT_MAX_ROWS) cut the file. */
  capped: boolean;
}

/**
 * The export URL of a table for a list call's filter (paging dropped: the file is the whole
 * result), with the language of the screen: the gateway writes the column headers in it (`lang`,
 * apps/gateway/src/modules/backoffice/export-language.ts).
 */
export function exportUrl(table: BackofficeExportTable, filter: Record<string, unknown>, language: BackofficeLanguage): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'page' || key === 'pageSize' || value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  query.set('lang', language);
  return `${BACKOFFICE_EXPORT_PATH}/${table}?${query.toString()}`;
}

/**
 * Asks the gateway for the table's CSV (it streams the filtered rows and audits the export) on
 * the staff cookie, and answers the file with its counts. A refusal is the usual JSON envelope,
 * thrown as an ApiError so the screen translates it like any other call's.
 */
export async function fetchExport(
  table: BackofficeExportTable,
  filter: Record<string, unknown>,
  language: BackofficeLanguage,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<{ file: Blob; outcome: ExportOutcome }> {
  const response = await fetchImpl(exportUrl(table, filter, language), { credentials: 'same-origin', headers: { accept: 'text/csv' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(body?.code ?? 'INTERNAL', body?.message ?? response.statusText, response.status);
  }
  const file = await response.blob();
  const count = (name: string) => Number(response.headers.get(name) ?? 0);
  return {
    file,
    outcome: {
      rows: count(BACKOFFICE_EXPORT_HEADERS.rows),
      total: count(BACKOFFICE_EXPORT_HEADERS.total),
      capped: response.headers.get(BACKOFFICE_EXPORT_HEADERS.capped) === 'true',
    },
  };
}
