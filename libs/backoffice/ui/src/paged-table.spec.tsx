import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { BASE_TOKENS, buildTheme } from '@platform/shared/brand';
import { BrandThemeProvider } from '@platform/shared/ui-kit';
import { PagedTable, type PagedTableProps } from './paged-table';
import { FIXTURE_COLUMNS, stubTableLayout, type FixtureRow } from './testing/table-fixture';

stubTableLayout();
const columns = FIXTURE_COLUMNS;
type Row = FixtureRow;
const labels = {
  table: { empty: 'Nothing here', loading: 'Loading rows', sortAscending: 'asc', sortDescending: 'desc', notSorted: 'none' },
  footer: { summary: '1–50 of 120', pageSize: 'Rows per page', pager: 'Pages', previous: 'Previous', next: 'Next', page: (n: number) => `Page ${n}`, exportCsv: 'Export CSV' },
};

function setup(over: Partial<PagedTableProps<Row>> = {}) {
  const state = { page: 1, setPage: vi.fn(), pageSize: 50, setPageSize: vi.fn(), sorting: [{ id: 'id', desc: true }], setSorting: vi.fn() };
  const exportCsv = { run: vi.fn(), exporting: false, error: null };
  render(
    <BrandThemeProvider theme={buildTheme(BASE_TOKENS)}>
      <PagedTable<Row>
        caption="Players"
        columns={columns}
        state={state}
        testId="t"
        rows={[{ id: 7, name: 'ana' }]}
        total={120}
        loading={false}
        error={null}
        labels={labels}
        pageSizes={[25, 50]}
        exportCsv={exportCsv}
        {...over}
      />
    </BrandThemeProvider>,
  );
  return { state, exportCsv };
}

describe('PagedTable (the paged-table frame of every back-office list)', () => {
  it('is a focusable region named by its caption, with sort headers as buttons and the pager, size and export under it', () => {
    const onRowClick = vi.fn();
    const { state, exportCsv } = setup({ onRowClick });
    const region = screen.getByRole('region', { name: 'Players' });
    region.focus();
    expect(region).toHaveFocus();
    const table = within(region).getByRole('table', { name: 'Players' });
    expect(table).toHaveAttribute('aria-rowcount', '121');
    expect(table).not.toHaveAttribute('aria-busy');

    const sort = screen.getByRole('button', { name: /ID/ });
    expect(sort.tagName).toBe('BUTTON');
    fireEvent.click(sort);
    expect(state.setSorting).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(state.setPage).toHaveBeenCalledWith(2);
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '25' } });
    expect(state.setPageSize).toHaveBeenCalledWith(25);
    expect(screen.getByText('1–50 of 120')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByTestId('export-csv'));
    expect(exportCsv.run).toHaveBeenCalledTimes(1);

    fireEvent.click(within(screen.getByTestId('t')).getByText('ana'));
    expect(onRowClick).toHaveBeenCalledWith({ id: 7, name: 'ana' });
  });

  it('announces loading before the first page and marks the table busy', () => {
    setup({ rows: [], total: 0, loading: true });
    expect(screen.getByRole('status', { name: 'Loading rows' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Players' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Nothing here')).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and offers no export of nothing', () => {
    setup({ rows: [], total: 0 });
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByTestId('export-csv')).toBeDisabled();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('reads a failed list and a failed export out as alerts, without the empty message', () => {
    setup({ rows: [], total: 0, error: 'Your role does not allow this.', exportCsv: { run: vi.fn(), exporting: false, error: 'The export failed.' } });
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['The export failed.', 'Your role does not allow this.']);
    expect(screen.queryByText('Nothing here')).not.toBeInTheDocument();
  });

  it('has no export button when the list offers no export', () => {
    setup({ exportCsv: undefined });
    expect(screen.queryByTestId('export-csv')).not.toBeInTheDocument();
  });
});
