import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Alert, EmptyState, Spinner, VisuallyHidden } from '@platform/shared/ui-kit';

const ROW_HEIGHT_PX = 44;
// One shared empty sort: a fresh [] per render would be a new table state every render.
const NO_SORTING: SortingState = [];

const Scroll = styled.div<{ $maxHeight: number }>`
  overflow: auto;
  max-block-size: ${({ $maxHeight }) => $maxHeight}px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
`;

// A grid table: rows can be absolutely placed by the virtualiser while the table keeps its roles.
const Table = styled.table`
  display: grid;
  inline-size: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  thead {
    display: grid;
    position: sticky;
    inset-block-start: 0;
    z-index: 1;
    background: var(--color-surface-raised);
  }
  tbody {
    display: grid;
    position: relative;
  }
  tr {
    display: flex;
    inline-size: 100%;
  }
  th,
  td {
    display: flex;
    align-items: center;
    /* Layout check (issue 22): columns share the box in proportion to their sizes and wrap their text, so a table fits a 768 px tablet instead of running wider than its box. */
    flex: 1 1 var(--col-size, 140px);
    min-inline-size: 0;
    box-sizing: border-box;
    padding-inline: var(--space-sm);
    padding-block: var(--space-xs);
    text-align: start;
    border-block-end: 1px solid var(--color-border);
    overflow-wrap: anywhere;
  }
  th {
    font-weight: 600;
    min-block-size: ${ROW_HEIGHT_PX}px;
  }
  tbody tr[data-clickable='true'] {
    cursor: pointer;
  }
  tbody tr:hover td {
    background: var(--color-surface-raised);
  }
`;

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  display: inline-flex;
  gap: var(--space-xs);
  align-items: center;
  &:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: 2px;
  }
`;

const Overlay = styled.div`
  display: flex;
  justify-content: center;
  padding: var(--space-md);
`;

export interface DataTableLabels {
  empty: string;
  loading: string;
  sortAscending: string;
  sortDescending: string;
  notSorted: string;
}

export interface DataTableProps<Row> {
  /** Accessible name of the table. */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: readonly Row[];
  /** Rows that match on the server (all pages), for screen readers' row count. */
  total: number;
  rowKey: (row: Row) => string;
  /** Server-side sort: the table only reports clicks on sortable headers. */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  loading?: boolean;
  /** An already translated error message. */
  error?: string | null;
  labels: DataTableLabels;
  onRowClick?: (row: Row) => void;
  /** Height of the scroll area; rows beyond it are not in the DOM (virtualised). */
  maxHeight?: number;
  testId?: string;
  footer?: ReactNode;
}

/**
 * A server-side table: sorting, filtering and paging are the caller's query, this only draws the
 * rows it is given. Rows are virtualised, so a page of thousands of rows costs the DOM of a screenful.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  total,
  rowKey,
  sorting = NO_SORTING,
  onSortingChange,
  loading = false,
  error,
  labels,
  onRowClick,
  maxHeight = 560,
  testId,
  footer,
}: DataTableProps<Row>) {
  const table = useReactTable({
    data: rows as Row[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    state: { sorting },
    ...(onSortingChange ? { onSortingChange } : {}),
    getRowId: rowKey,
  });
  const scrollRef = useRef<HTMLDivElement>(null);
  const modelRows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: modelRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 8,
    // jsdom and the first paint have no layout: draw a first screenful instead of nothing.
    initialRect: { width: 1024, height: maxHeight },
  });

  return (
    <div data-testid={testId}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Scroll ref={scrollRef} $maxHeight={maxHeight} tabIndex={0} role="region" aria-label={caption}>
        <Table aria-rowcount={total + 1} aria-busy={loading || undefined}>
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort() && Boolean(onSortingChange);
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      style={{ ['--col-size' as string]: `${header.getSize()}px` }}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : canSort ? 'none' : undefined}
                    >
                      {canSort ? (
                        <SortButton
                          onClick={header.column.getToggleSortingHandler()}
                          title={sorted === 'asc' ? labels.sortAscending : sorted === 'desc' ? labels.sortDescending : labels.notSorted}
                        >
                          {content}
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        </SortButton>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody style={{ blockSize: `${virtualizer.getTotalSize()}px` }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = modelRows[item.index]!;
              return (
                <tr
                  key={row.id}
                  data-index={item.index}
                  data-testid="data-row"
                  aria-rowindex={item.index + 2}
                  data-clickable={onRowClick ? 'true' : undefined}
                  ref={virtualizer.measureElement}
                  onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                  style={{ position: 'absolute', transform: `translateY(${item.start}px)`, minBlockSize: ROW_HEIGHT_PX }}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} style={{ ['--col-size' as string]: `${cell.column.getSize()}px` }}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </Table>
        {loading && rows.length === 0 ? (
          <Overlay>
            <Spinner label={labels.loading} />
          </Overlay>
        ) : null}
        {!loading && !error && rows.length === 0 ? <EmptyState message={labels.empty} /> : null}
      </Scroll>
      {footer}
    </div>
  );
}
