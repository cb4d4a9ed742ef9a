import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { balanceOf, signedInStore } from '../testing/fixtures';
import { TransferFundPage } from './transfer-fund-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

describe('transferFund (spec §7 wallet transfer relay, §3 singleWallet)', () => {
  it('lists every wallet and moves money from main to the chosen vendor wallet', async () => {
    const { client, calls } = fakeClient({
      walletBalance: () => balanceOf(),
      merchantWallet: () => ({ isSingle: false }),
      transferRelay: (r) => ({ transferId: 1, ...(r as object), fromBalance: 0, toBalance: 0 }),
    });
    renderWithApp(<TransferFundPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('wallet-AG')).toHaveTextContent('R$50.00');
    expect(screen.getByTestId('wallet-MAIN')).toHaveTextContent('Main wallet');
    fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.id === 'transferRelay')?.request).toMatchObject({ from: 'MAIN', to: 'AG', amount: 2000 }),
    );
    expect(await screen.findByTestId('transfer-done')).toHaveTextContent('Transferred R$20.00');
  });

  it('hides the transfer form in single-wallet mode', async () => {
    const { client } = fakeClient({ walletBalance: () => balanceOf(), merchantWallet: () => ({ isSingle: true }) });
    renderWithApp(<TransferFundPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('single-wallet')).toBeInTheDocument();
    expect(screen.queryByTestId('transfer-submit')).toBeNull();
  });

  it('rejects an amount with three decimals without calling the server', async () => {
    const { client, calls } = fakeClient({ walletBalance: () => balanceOf(), merchantWallet: () => ({ isSingle: false }) });
    renderWithApp(<TransferFundPage />, { client, i18n, store: signedInStore() });
    fireEvent.change(await screen.findByTestId('transfer-amount'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText('Enter an amount greater than 0 with at most two decimals')).toBeInTheDocument();
    expect(calls.some((c) => c.id === 'transferRelay')).toBe(false);
  });
});

describe('VIP and rebates on the wallet page (spec §3 store values, §9 rebate display)', () => {
  it('shows the VIP level with its progress and the rebate rates as the gateway gives them', async () => {
    const { client } = fakeClient({
      walletBalance: () => balanceOf(),
      merchantWallet: () => ({ isSingle: false }),
      vip: () => ({ hasVip: true, vipLabelName: 'Silver', vipRankLevel: 2, turnover: 500_00, nextLevelTurnover: 1_000_00, nextVipLabelName: 'Gold' }),
      rebateRates: () => [
        { category: 'RNG', rate: 1.2, display: '1.2%' },
        { category: 'PVP', rate: null, display: '-' },
      ],
    });
    renderWithApp(<TransferFundPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByText('VIP 2 · Silver')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to the next VIP level' })).toHaveAttribute('value', '50');
    expect(screen.getByText('Turnover R$500.00 of R$1,000.00 for Gold')).toBeInTheDocument();
    const rates = screen.getByTestId('rebate-rates');
    expect(rates).toHaveTextContent('Slots1.2%');
    expect(rates).toHaveTextContent('PVP-');
  });
});
