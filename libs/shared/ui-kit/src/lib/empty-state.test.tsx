import { it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { EmptyState } from './empty-state';
import { Button } from './button';

it('shows the translated no-data message it is given (spec: empty-list view)', () => {
  renderWithTheme(<EmptyState message="Sem dados" />);
  expect(screen.getByTestId('empty-state')).toHaveTextContent('Sem dados');
  expect(screen.queryByText(/no data/i)).not.toBeInTheDocument();
});

it('renders an optional action and hides the decorative icon', () => {
  renderWithTheme(
    <EmptyState message="No data" icon={<span>☆</span>} action={<Button>Retry</Button>} />,
  );
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByText('☆').parentElement).toHaveAttribute('aria-hidden', 'true');
});

it('says what is missing and offers the next step (issue 21: an empty state names the page and its action)', () => {
  renderWithTheme(
    <EmptyState title="No transactions yet" message="Deposits and withdrawals appear here." action={<Button>Deposit</Button>} testId="history-empty" />,
  );
  const empty = screen.getByTestId('history-empty');
  expect(empty).toHaveTextContent('No transactions yet');
  expect(empty).toHaveTextContent('Deposits and withdrawals appear here.');
  expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
});
