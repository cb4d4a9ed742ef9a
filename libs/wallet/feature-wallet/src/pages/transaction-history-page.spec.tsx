import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { balanceOf, emptyPage, signedInStore } from '../testing/fixtures';
import { TransactionHistoryPage } from './transaction-history-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

describe('transactionHistory (spec §2, issue 21)', () => {
  it('with nothing yet, says what the record is for and offers the deposit page', async () => {
    const { client } = fakeClient({ walletBalance: () => balanceOf(), transactionHistory: () => emptyPage });
    renderWithApp(<TransactionHistoryPage />, { client, i18n, store: signedInStore() });
    const empty = await screen.findByTestId('history-empty');
    expect(empty).toHaveTextContent('No transactions yet');
    expect(within(empty).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/?memberCenter=depositv2');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('labels every cell with its column, so the row reads as a card on a phone', async () => {
    const row = { id: 't1', type: 'deposit', amount: 10_00, balanceAfter: 20_00, status: 'approved', createdAt: '2026-11-20T10:00:00Z' };
    const { client } = fakeClient({
      walletBalance: () => balanceOf(),
      transactionHistory: () => ({ ...emptyPage, total: 1, totalPages: 1, rows: [row] }),
    });
    renderWithApp(<TransactionHistoryPage />, { client, i18n, store: signedInStore() });
    const table = await screen.findByTestId('history-table');
    expect(table).toHaveAttribute('data-cards');
    const labels = within(table).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual(['Time', 'Type', 'Amount', 'Balance after', 'Status']);
  });
});
