import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { languageAtom } from '@platform/shared/session';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { balanceOf, signedInStore } from '../testing/fixtures';
import { TransferFundPage } from './transfer-fund-page';

const wallets = [
  { code: 'MAIN', name: 'Main', balance: 10_000_00 },
  { code: 'AG', name: 'AG Live', balance: 1_234_56 },
];

async function renderIn(language: 'EN' | 'PT') {
  const i18n: I18n = await createI18n(language);
  const store = signedInStore();
  store.set(languageAtom, language);
  const { client } = fakeClient({ walletBalance: () => balanceOf({ wallets }), merchantWallet: () => ({ isSingle: false }) });
  renderWithApp(<TransferFundPage />, { client, i18n, store });
}

describe('issue 26 "one formatter for every amount": the wallet writes amounts in the language of the page', () => {
  // toHaveTextContent folds the no-break space after the symbol into a plain one.
  it('PT: the merchant symbol, a point between thousands and a comma before two decimals', async () => {
    await renderIn('PT');
    expect(await screen.findByTestId('wallet-MAIN')).toHaveTextContent('R$ 10.000,00');
    expect(screen.getByTestId('wallet-AG')).toHaveTextContent('R$ 1.234,56');
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('R$ 11.234,56');
  });

  it('EN: a comma between thousands and a point before two decimals', async () => {
    await renderIn('EN');
    expect(await screen.findByTestId('wallet-MAIN')).toHaveTextContent('R$10,000.00');
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('R$11,234.56');
  });
});
