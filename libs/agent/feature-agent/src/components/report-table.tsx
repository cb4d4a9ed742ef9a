import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { usePagerLabels } from '@platform/shared/i18n';
import { Alert, Button, EmptyState, Pager, Spinner } from '@platform/shared/ui-kit';
import { Scroll, Table, useErrorText } from '../pages/parts';
import { downloadCsv, toCsv, type CsvColumn } from './csv';

export interface ReportColumn<Row> extends CsvColumn<Row> {
  /** What the table shows, when it differs from the CSV cell. */
  render?: (row: Row) => ReactNode;
  amount?: boolean;
}

interface QueryState<Data> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: Data | undefined;
}

export interface ReportTableProps<Row> {
  name: string;
  columns: readonly ReportColumn<Row>[];
  query: QueryState<{ rows: Row[]; totalPages?: number }>;
  rowKey: (row: Row) => string | number;
  pageNo?: number;
  onPage?: (pageNo: number) => void;
  /** The period's totals, shown above the table (once the data has come). */
  totals?: readonly [label: string, value: string][] | null;
}

/**
 * A report's table with its loading, error and empty states, the pager, and the CSV export of the
 * rows shown (spec §2 "Tables are paged and exportable to CSV").
 */
export function ReportTable<Row>({ name, columns, query, rowKey, pageNo = 1, onPage, totals }: ReportTableProps<Row>) {
  const { t } = useTranslation();
  const pagerLabels = usePagerLabels();
  const errorText = useErrorText();
  if (query.isPending) return <Spinner label={t('app.loading')} />;
  if (query.isError || !query.data) return <Alert tone="error" testId={`${name}-error`}>{errorText(query.error)}</Alert>;
  const { rows, totalPages = 1 } = query.data;
  if (rows.length === 0) return <EmptyState message={t('common.no_data')} />;
  return (
    <>
      <Toolbar>
        {totals ? <Totals items={totals} /> : null}
        <Button variant="secondary" type="button" onClick={() => downloadCsv(`${name}-${pageNo}.csv`, toCsv(columns, rows))} data-testid={`${name}-csv`}>
          {t('agent.export_csv')}
        </Button>
      </Toolbar>
      <Scroll>
        <Table data-testid={`${name}-table`} aria-busy={query.isFetching || undefined}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.amount ? 'amount' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} data-testid={`${name}-row`}>
                {columns.map((column) => (
                  <td key={column.header} className={column.amount ? 'amount' : undefined}>
                    {column.render ? column.render(row) : column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      {onPage && totalPages > 1 ? (
        <Pager
          current={pageNo}
          total={totalPages}
          onChange={onPage}
          {...pagerLabels}
        />
      ) : null}
    </>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
  align-items: center;
  justify-content: space-between;
`;

/** The period's totals as a compact list. */
export function Totals({ items }: { items: readonly [label: string, value: string][] }) {
  return (
    <TotalsList data-testid="report-totals">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </TotalsList>
  );
}

const TotalsList = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-md);
  margin: 0;
  div {
    display: flex;
    gap: var(--space-xs);
  }
  dt {
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;
