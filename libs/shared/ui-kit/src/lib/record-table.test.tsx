import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RecordTable, TableScroll } from './record-table';

describe('RecordTable', () => {
  it('renders a real table (rows and cells stay in the accessibility tree) inside a scroll box', () => {
    render(
      <TableScroll data-testid="scroll">
        <RecordTable>
          <thead>
            <tr>
              <th>Amount</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className="amount">10.50</td>
            </tr>
          </tbody>
        </RecordTable>
      </TableScroll>,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.getByTestId('scroll')).toContainElement(screen.getByRole('cell', { name: '10.50' }));
  });
});
