import { useState } from 'react';
import type { SortingState } from '@tanstack/react-table';

/** Page, page size and sort of a server-side table; changing the sort or size goes back to page 1. */
export function useTableState(initial: { sort: string; dir: 'asc' | 'desc'; pageSize?: number }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initial.pageSize ?? 50);
  const [sorting, setSortingState] = useState<SortingState>([{ id: initial.sort, desc: initial.dir === 'desc' }]);
  const first = sorting[0];
  return {
    page,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSizeState(size);
      setPage(1);
    },
    sorting,
    setSorting: (updater: SortingState | ((old: SortingState) => SortingState)) => {
      setSortingState((old) => (typeof updater === 'function' ? updater(old) : updater));
      setPage(1);
    },
    sort: first?.id ?? initial.sort,
    dir: (first ? (first.desc ? 'desc' : 'asc') : initial.dir) as 'asc' | 'desc',
  };
}
