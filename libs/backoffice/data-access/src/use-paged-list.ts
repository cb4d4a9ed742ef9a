import { BACKOFFICE_PAGE_SIZES, type CallContract } from '@platform/shared/api-contract';
import { useBackofficeErrorText, useTableLabels } from '@platform/backoffice/i18n';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useBackofficeQuery } from './queries';
import { useCsvExport } from './use-csv-export';

/**
 * One page of a server-side list, its CSV export and the table's translated texts, shaped as the
 * data half of @platform/backoffice/ui's PagedTable props. `filter` is the request without paging
 * (null until a merchant is chosen); the export (built by the gateway) reads the same filter, so
 * it matches the screen. The file's columns are the gateway's (export-columns.ts there), the one
 * list of what an export holds, so screens pass only the file's name.
 */
/** The row type of a paged list call's answer. */
type RowOf<Res extends z.ZodMiniType> = z.output<Res> extends { rows: readonly (infer R)[] } ? R : never;

export function usePagedList<Req extends z.ZodMiniType, Res extends z.ZodMiniType, Row = RowOf<Res>>(
  contract: CallContract<Req, Res>,
  filter: Omit<z.input<Req>, 'page' | 'pageSize'> | null,
  paging: { page: number; pageSize: number },
  csv: { filename: string },
) {
  const { t } = useTranslation();
  const errorText = useBackofficeErrorText();
  const request = filter ? ({ ...filter, page: paging.page, pageSize: paging.pageSize } as z.input<Req>) : null;
  const list = useBackofficeQuery(contract, request, { keepPrevious: true });
  const data = list.data as { rows: Row[]; total: number } | undefined;
  const total = data?.total ?? 0;
  const labels = useTableLabels(total, paging.page, paging.pageSize);
  const exporter = useCsvExport(contract, filter, csv.filename);
  const capped = exporter.outcome?.capped ? t('table.exportCapped', { rows: exporter.outcome.rows, total: exporter.outcome.total }) : null;
  return {
    rows: data?.rows ?? [],
    total,
    loading: list.isPending,
    error: errorText(list.error),
    labels,
    pageSizes: BACKOFFICE_PAGE_SIZES,
    ...(exporter.available
      ? { exportCsv: { run: () => void exporter.run(), exporting: exporter.exporting, error: errorText(exporter.error), notice: capped } }
      : {}),
  };
}
