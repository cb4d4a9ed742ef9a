import { beforeAll } from 'vitest';
import type { ColumnDef } from '@tanstack/react-table';

/** jsdom lays nothing out: give scroll boxes a size, so the virtualiser draws rows. */
export function stubTableLayout() {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 560 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
  });
}

export interface FixtureRow {
  id: number;
  name: string;
}

/** A sortable id column and a column that cannot be sorted. */
export const FIXTURE_COLUMNS: ColumnDef<FixtureRow, unknown>[] = [
  { id: 'id', accessorKey: 'id', header: 'ID' },
  { id: 'name', accessorKey: 'name', header: 'Name', enableSorting: false },
];
