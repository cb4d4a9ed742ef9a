import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentBackofficeLanguage } from '@platform/backoffice/i18n';
import { exportTableOf, type CallContract } from '@platform/shared/api-contract';
import type { ApiError } from '@platform/shared/api-client';
import type * as z from 'zod/mini';
import { saveFile } from './csv';
import { fetchExport, type ExportOutcome } from './server-export';
import { STAFF_SESSION_KEY, isSignedOutError } from './session';

/**
 * The CSV export of a server-side table: the gateway streams every row matching the table's
 * current filter and sort (not just the page on screen), up to its row limit, and audits it. The
 * file's columns are the gateway's (headers in the screen's language, amounts in major units).
 */
export function useCsvExport<Req extends z.ZodMiniType>(
  contract: CallContract<Req, z.ZodMiniType>,
  request: Omit<z.input<Req>, 'page' | 'pageSize'> | null,
  filename: string,
) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const table = exportTableOf(contract.id);
  const run = async () => {
    if (!request || !table) return;
    setExporting(true);
    setError(null);
    setOutcome(null);
    try {
      const { file, outcome: done } = await fetchExport(table, request as Record<string, unknown>, currentBackofficeLanguage(i18n));
      saveFile(file, filename);
      setOutcome(done);
    } catch (caught) {
      setError(caught as ApiError);
      // The session ended meanwhile: the app shows the sign-in page, as after any other call.
      if (isSignedOutError(caught)) void queryClient.invalidateQueries({ queryKey: STAFF_SESSION_KEY });
    } finally {
      setExporting(false);
    }
  };
  return { run, exporting, error, outcome, available: table !== undefined };
}
