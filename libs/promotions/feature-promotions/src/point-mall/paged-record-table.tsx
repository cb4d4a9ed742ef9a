import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useErrorText, usePagerLabels } from '@platform/shared/i18n';
import { Alert, EmptyState, Pager, RecordTable, Skeleton, TableScroll, VisuallyHidden } from '@platform/shared/ui-kit';

interface Page<Row> {
  rows: Row[];
  totalPages: number;
}

export interface PagedRecordTableProps<Row> {
  /** The page-numbered query of this table, e.g. `usePointsDetails`. */
  usePage: (pageNo: number) => UseQueryResult<Page<Row>>;
  testId: string;
  caption: string;
  emptyMessage: string;
  /** The header row's cells. */
  head: ReactNode;
  row: (row: Row) => ReactNode;
}

/**
 * The point mall's record tabs (points details, redeem records): one page of rows at a time,
 * with the loading, error and empty states and the translated pager they all share.
 */
export function PagedRecordTable<Row>({ usePage, testId, caption, emptyMessage, head, row }: PagedRecordTableProps<Row>) {
  const pagerLabels = usePagerLabels();
  const errorText = useErrorText(['point_mall']);
  const [pageNo, setPageNo] = useState(1);
  const page = usePage(pageNo);

  if (page.isPending) return <Skeleton shape="rect" height="8rem" />;
  if (page.isError) return <Alert tone="error">{errorText(page.error)}</Alert>;
  if (page.data.rows.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <>
      <TableScroll>
        <RecordTable data-testid={testId}>
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{page.data.rows.map(row)}</tbody>
        </RecordTable>
      </TableScroll>
      <Pager
        current={pageNo}
        total={page.data.totalPages}
        onChange={setPageNo}
        {...pagerLabels}
      />
    </>
  );
}
