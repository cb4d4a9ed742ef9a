import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('issue 21 point 2: the total and main balance come first, wallets with money before the empty ones, which fold away', async () => {
    const { client } = fakeClient({
      walletBalance: () =>
        balanceOf({
          wallets: [
            { code: 'MAIN', name: 'Main', balance: 100_00 },
            { code: 'AG', name: 'AG Live', balance: 0 },
            { code: 'PG', name: 'PG Soft', balance: 5_00 },
            { code: 'JDB', name: 'JDB', balance: 0 },
            { code: 'EVO', name: 'Evolution', balance: 20_00 },
          ],
        }),
      merchantWallet: () => ({ isSingle: false }),
    });
    renderWithApp(<TransferFundPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('R$125.00');
    expect(screen.getByTestId('wallet-MAIN')).toHaveTextContent('R$100.00');
    const funded = within(screen.getByTestId('wallet-list')).getAllByRole('row').slice(1);
    expect(funded.map((row) => row.getAttribute('data-testid'))).toEqual(['wallet-EVO', 'wallet-PG']);
    expect(within(funded[0] as HTMLElement).getByRole('cell')).toHaveAttribute('data-label', 'Balance');
    const empty = screen.getByTestId('wallet-empty-list');
    expect(empty).toHaveTextContent('2 empty game wallets');
    expect(within(empty).getByTestId('wallet-AG')).toHaveTextContent('AG Live');
    expect(screen.queryByText('R$0.00')).toBeNull();
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

describe('bonus wagering on the wallet page (issue 19: bonus money is turned over before it leaves)', () => {
  it('shows the turnover done, the turnover required and what is left to bet, with a progress bar', async () => {
    const { client } = fakeClient({
      walletBalance: () => balanceOf({ wagering: { required: 9_00, outstanding: 5_00 } }),
      merchantWallet: () => ({ isSingle: false }),
    });
    renderWithApp(<TransferFundPage />, { client, i18n, store: signedInStore() });
    const box = await screen.findByTestId('wagering-progress');
    expect(box).toHaveTextContent('R$4.00 of R$9.00 wagered');
    expect(box).toHaveTextContent('Bet R$5.00 more to withdraw or transfer your balance.');
    expect(within(box).getByRole('progressbar')).toHaveAttribute('value', '400');
  });

  it('shows nothing to a member who never had a bonus', async () => {
    const { client } = fakeClient({ walletBalance: () => balanceOf({ wagering: { required: 0, outstanding: 0 } }), merchantWallet: () => ({ isSingle: false }) });
    renderWithApp(<TransferFundPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('wallet-MAIN')).toBeInTheDocument();
    expect(screen.queryByTestId('wagering-progress')).toBeNull();
  });
});
