import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { storeValuesAtom } from '@platform/shared/session';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { balanceOf, signedInStore } from '../testing/fixtures';
import { HeaderBalance, HIDE_BALANCE_KEY } from './header-balance';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});
beforeEach(() => localStorage.clear());

describe('header balance (spec §2: refresh and show/hide toggles)', () => {
  it('shows the balance, feeds the store, and refreshes on demand', async () => {
    let balance = 1_234_56;
    const { client, calls } = fakeClient({ walletBalance: () => balanceOf({ balance }) });
    const { store } = renderWithApp(<HeaderBalance depositHref="/?memberCenter=depositv2" />, { client, i18n, store: signedInStore() });
    await waitFor(() => expect(screen.getByTestId('balance-amount')).toHaveTextContent('R$1,234.56'));
    expect(store.get(storeValuesAtom)).toMatchObject({ balance: 1_234_56, currencySymbol: 'R$' });
    balance = 2_000_00;
    fireEvent.click(screen.getByTestId('balance-refresh'));
    await waitFor(() => expect(screen.getByTestId('balance-amount')).toHaveTextContent('R$2,000.00'));
    expect(calls.filter((c) => c.id === 'walletBalance')).toHaveLength(2);
    expect(screen.getByTestId('header-deposit')).toHaveAttribute('href', '/?memberCenter=depositv2');
  });

  it('hides and shows the amount, and remembers the choice', async () => {
    const { client } = fakeClient({ walletBalance: () => balanceOf() });
    renderWithApp(<HeaderBalance depositHref="/" />, { client, i18n, store: signedInStore() });
    await screen.findByText('R$1,234.56');
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('****');
    expect(screen.getByTestId('balance-amount')).not.toHaveTextContent('1,234');
    expect(localStorage.getItem(HIDE_BALANCE_KEY)).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('R$1,234.56');
  });

  it('marks play money for a trial account and offers no deposit', async () => {
    const { client } = fakeClient({ walletBalance: () => balanceOf({ isTrial: true, wallets: [] }) });
    renderWithApp(<HeaderBalance depositHref="/" />, { client, i18n, store: signedInStore() });
    expect(await screen.findByText('Play money')).toBeInTheDocument();
    expect(screen.queryByTestId('header-deposit')).toBeNull();
  });
});
