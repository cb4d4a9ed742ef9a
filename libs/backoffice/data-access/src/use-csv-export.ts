import { useState } from 'react';
import type { CallContract } from '@platform/shared/api-contract';
import { useApiClient, type ApiError } from '@platform/shared/api-client';
import type * as z from 'zod/mini';
import { fetchAllPages } from './fetch-all-pages';
import { saveCsv, toCsv, type CsvColumn } from './csv';

/**
 * The CSV export of a server-side table: every row matching the table's current filter and sort
 * (not just the page on screen), fetched page by page, then saved as one file.
 */
export function useCsvExport<Req extends z.ZodMiniType, Row>(
  contract: CallContract<Req, z.ZodMiniType>,
  request: Omit<z.input<Req>, 'page' | 'pageSize'> | null,
  columns: readonly CsvColumn<Row>[],
  filename: string,
) {
  const client = useApiClient();
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const run = async () => {
    if (!request) return;
    setExporting(true);
    setError(null);
    try {
      const { rows } = await fetchAllPages<Req, Row>(client, contract, request);
      saveCsv(toCsv(columns, rows), filename);
    } catch (caught) {
      setError(caught as ApiError);
    } finally {
      setExporting(false);
    }
  };
  return { run, exporting, error };
}
