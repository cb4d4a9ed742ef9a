import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { BASE_TOKENS, buildTheme } from '@platform/shared/brand';
import { BrandThemeProvider } from '@platform/shared/ui-kit';
import { DataTable } from './data-table';

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 560 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
});

interface Row {
  id: number;
  name: string;
}
const columns: ColumnDef<Row, unknown>[] = [
  { id: 'id', accessorKey: 'id', header: 'ID' },
  { id: 'name', accessorKey: 'name', header: 'Name', enableSorting: false },
];
const labels = { empty: 'Nothing', loading: 'Loading', sortAscending: 'asc', sortDescending: 'desc', notSorted: 'none' };

describe('DataTable (issue 22 §4: server-side sort)', () => {
  it('reports a sort click to the caller (the server sorts) and marks the sorted column', () => {
    const onSortingChange = vi.fn();
    render(
      <BrandThemeProvider theme={buildTheme(BASE_TOKENS)}>
        <DataTable
          caption="Rows"
          columns={columns}
          rows={[{ id: 1, name: 'a' }]}
          total={1}
          rowKey={(row) => String(row.id)}
          labels={labels}
          sorting={[{ id: 'id', desc: true }]}
          onSortingChange={onSortingChange}
        />
      </BrandThemeProvider>,
    );
    expect(screen.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByRole('button', { name: /Name/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /ID/ }));
    expect(onSortingChange).toHaveBeenCalled();
  });
});
