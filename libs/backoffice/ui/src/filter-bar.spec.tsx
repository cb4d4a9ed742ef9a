import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FilterBar } from './filter-bar';

describe('FilterBar', () => {
  it('labels every control, reports each change with its value, then calls onChange (page reset)', () => {
    const order: string[] = [];
    const setAccount = vi.fn((value: string) => order.push(`account:${value}`));
    const setStatus = vi.fn((value: string) => order.push(`status:${value}`));
    render(
      <FilterBar
        onChange={() => order.push('reset')}
        fields={[
          { name: 'account', kind: 'search', label: 'Account', value: '', onChange: setAccount, maxLength: 32, placeholder: 'id or name', testId: 'f-account' },
          { name: 'from', kind: 'date', label: 'From', value: '2030-01-01', onChange: vi.fn() },
          { name: 'action', kind: 'text', label: 'Action', value: 'x', onChange: vi.fn() },
          {
            name: 'status',
            kind: 'select',
            label: 'Status',
            value: '',
            onChange: setStatus,
            options: [
              { value: '', label: 'Any' },
              { value: 'open', label: 'Open' },
            ],
          },
        ]}
      >
        <button type="button">Verify</button>
      </FilterBar>,
    );
    const bar = screen.getByRole('search');
    const account = screen.getByLabelText('Account');
    expect(bar).toContainElement(account);
    expect(account).toHaveAttribute('type', 'search');
    expect(account).toHaveAttribute('maxlength', '32');
    expect(account).toHaveAttribute('placeholder', 'id or name');
    expect(account).toHaveAttribute('data-testid', 'f-account');
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
    // A plain text filter keeps the browser's default type: no attribute, as the screens had it.
    expect(screen.getByLabelText('Action')).not.toHaveAttribute('type');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Any');
    expect(bar).toContainElement(screen.getByRole('button', { name: 'Verify' }));

    fireEvent.change(account, { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'open' } });
    expect(order).toEqual(['account:ana', 'reset', 'status:open', 'reset']);
  });

  it('skips fields given as false and is no search landmark when told so', () => {
    const { container } = render(<FilterBar search={false} fields={[false, null, { name: 'to', kind: 'date', label: 'To', value: '', onChange: vi.fn() }]} />);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(container.querySelectorAll('label')).toHaveLength(1);
    expect(screen.getByLabelText('To')).toHaveAttribute('type', 'date');
  });
});
