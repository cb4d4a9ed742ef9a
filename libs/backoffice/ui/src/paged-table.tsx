import type { ColumnDef, OnChangeFn, SortingState } from '@tanstack/react-table';
import { Alert } from '@platform/shared/ui-kit';
import { DataTable, type DataTableLabels } from './data-table';
import { TableFooter, type TableFooterLabels } from './table-footer';

/** Page, size and sort of a server-side table, as useTableState keeps them. */
export interface PagedTableState {
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
  sorting: SortingState;
  setSorting: OnChangeFn<SortingState>;
}

/** The CSV export of the table's whole filtered result; `error` and `notice` are already translated. */
export interface PagedTableExport {
  run: () => void;
  exporting: boolean;
  error: string | null;
  /** Said after an export, e.g. that the row limit cut the file. */
  notice?: string | null;
}

/** What a paged query gives the table: one page of rows, the total, loading and a translated error. */
export interface PagedTableData<Row> {
  rows: readonly Row[];
  total: number;
  loading: boolean;
  error: string | null;
  labels: { table: DataTableLabels; footer: TableFooterLabels };
  pageSizes: readonly number[];
  exportCsv?: PagedTableExport;
}

export interface PagedTableProps<Row extends { id: number | string }> extends PagedTableData<Row> {
  /** Accessible name of the table's scroll region and caption. */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  state: PagedTableState;
  testId: string;
  onRowClick?: (row: Row) => void;
}

const byId = (row: { id: number | string }) => String(row.id);

/**
 * A server-side table with its frame: the export's error, the rows (loading, empty and error
 * states, sortable headers as buttons, a focusable named region), and the pager, page size and
 * export under it. Sorting or resizing goes back to page 1 (useTableState).
 */
export function PagedTable<Row extends { id: number | string }>({
  caption,
  columns,
  state,
  testId,
  onRowClick,
  rows,
  total,
  loading,
  error,
  labels,
  pageSizes,
  exportCsv,
}: PagedTableProps<Row>) {
  return (
    <>
      {exportCsv?.error ? <Alert tone="error">{exportCsv.error}</Alert> : null}
      {exportCsv?.notice ? <Alert testId="export-notice">{exportCsv.notice}</Alert> : null}
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        total={total}
        rowKey={byId}
        sorting={state.sorting}
        onSortingChange={state.setSorting}
        loading={loading}
        error={error}
        labels={labels.table}
        {...(onRowClick ? { onRowClick } : {})}
        testId={testId}
        footer={
          <TableFooter
            page={state.page}
            pageSize={state.pageSize}
            pageSizes={pageSizes}
            total={total}
            onPage={state.setPage}
            onPageSize={state.setPageSize}
            {...(exportCsv ? { onExport: exportCsv.run, exporting: exportCsv.exporting } : {})}
            labels={labels.footer}
          />
        }
      />
    </>
  );
}
