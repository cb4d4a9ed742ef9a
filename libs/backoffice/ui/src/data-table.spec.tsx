import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { BASE_TOKENS, buildTheme } from '@platform/shared/brand';
import { BrandThemeProvider } from '@platform/shared/ui-kit';
import { DataTable } from './data-table';
import { FIXTURE_COLUMNS, stubTableLayout } from './testing/table-fixture';

stubTableLayout();
const columns = FIXTURE_COLUMNS;
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
