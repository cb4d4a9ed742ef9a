import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMinor, usePagerLabels } from '@platform/shared/i18n';
import { Alert, Button, Pager, Spinner } from '@platform/shared/ui-kit';
import { Scroll, Table, useErrorText } from '../pages/parts';
import { downloadCsv, toCsv, type CsvColumn } from './csv';
import { useMoney } from './money';
import { PageEmpty, type EmptyAction } from './page-empty';
import { SummaryCards, type SummaryFigure } from './summary-cards';

export interface ReportColumn<Row> {
  header: string;
  /** The cell's text, in the table and the CSV. */
  cell?: (row: Row) => string | number;
  /** An amount in minor units: the table shows it with the currency and the language's separators, the CSV as plain 1,234.50. */
  minor?: (row: Row) => number;
  /** Right-aligned figures (counts, rates); amounts are aligned anyway. */
  amount?: boolean;
}

interface QueryState<Data> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: Data | undefined;
}

/** What an empty report says: what is missing, what the page is for, the next step. */
export interface ReportEmpty {
  title: string;
  message: string;
  actions?: readonly EmptyAction[];
}

export interface ReportTableProps<Row> {
  name: string;
  columns: readonly ReportColumn<Row>[];
  query: QueryState<{ rows: Row[]; totalPages?: number }>;
  rowKey: (row: Row) => string | number;
  pageNo?: number;
  onPage?: (pageNo: number) => void;
  /** The period's figures, shown first as cards (once there are rows: an empty period shows its empty state only). */
  totals?: readonly SummaryFigure[] | null;
  empty: ReportEmpty;
}

const csvColumnOf = <Row,>(column: ReportColumn<Row>): CsvColumn<Row> => ({
  header: column.header,
  cell: (row) => (column.minor ? formatMinor(column.minor(row)) : (column.cell?.(row) ?? '')),
});

/**
 * A report with its loading, error and empty states: the period's figures first, then the rows
 * (a table on a wide screen, a card per row below 600 px), the pager and the CSV export of the
 * rows shown (spec §2 "Tables are paged and exportable to CSV").
 */
export function ReportTable<Row>({ name, columns, query, rowKey, pageNo = 1, onPage, totals, empty }: ReportTableProps<Row>) {
  const { t } = useTranslation();
  const pagerLabels = usePagerLabels();
  const errorText = useErrorText();
  const money = useMoney();
  if (query.isPending) return <Spinner label={t('app.loading')} />;
  if (query.isError || !query.data) return <Alert tone="error" testId={`${name}-error`}>{errorText(query.error)}</Alert>;
  const { rows, totalPages = 1 } = query.data;
  if (rows.length === 0) return <PageEmpty testId={`${name}-empty`} {...empty} />;
  const display = (column: ReportColumn<Row>, row: Row): ReactNode => (column.minor ? money(column.minor(row)) : column.cell?.(row));
  return (
    <>
      {totals ? <SummaryCards figures={totals} testId="report-totals" testIdPrefix="report-total" label={t('agent.summary')} /> : null}
      <Toolbar>
        <Button variant="secondary" type="button" onClick={() => downloadCsv(`${name}-${pageNo}.csv`, toCsv(columns.map(csvColumnOf), rows))} data-testid={`${name}-csv`}>
          {t('agent.export_csv')}
        </Button>
      </Toolbar>
      <Scroll>
        <Table data-testid={`${name}-table`} data-cards="" aria-busy={query.isFetching || undefined}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.minor || column.amount ? 'amount' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} data-testid={`${name}-row`}>
                {columns.map((column) => (
                  <td key={column.header} data-label={column.header} className={column.minor || column.amount ? 'amount' : undefined}>
                    {display(column, row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      {onPage && totalPages > 1 ? <Pager current={pageNo} total={totalPages} onChange={onPage} {...pagerLabels} /> : null}
    </>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
  justify-content: flex-end;
`;
