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

  it('a table marked for cards keeps each value next to its column name, and the card rule applies below 600 px only (issue 21)', () => {
    render(
      <RecordTable data-cards>
        <thead>
          <tr>
            <th>Wallet</th>
            <th className="amount">Balance</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td data-label="Wallet">Main</td>
            <td className="amount" data-label="Balance">10.50</td>
          </tr>
        </tbody>
      </RecordTable>,
    );
    expect(screen.getByRole('cell', { name: '10.50' })).toHaveAttribute('data-label', 'Balance');
    const css = Array.from(document.querySelectorAll('style')).map((style) => style.textContent).join('');
    expect(css).toMatch(/@media \(max-width: ?599\.98px\)/);
    expect(css).toMatch(/\[data-label\]::before\{content:attr\(data-label\)/);
  });
});
