import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { DepositChannelInfo } from '@platform/shared/api-contract';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { balanceOf, signedInStore } from '../testing/fixtures';
import { DepositPage } from './deposit-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

const bank: DepositChannelInfo = {
  code: 'BANK',
  kind: 'bank_transfer',
  name: 'Bank transfer',
  minAmount: 10_00,
  maxAmount: 500_00,
  bankDetails: { bankName: 'Demo Bank', accountName: 'Payments Ltd', accountNumber: '0001' },
};

describe('depositv2 (bank transfer with receipt, channel limits)', () => {
  it('shows the bank details and limits, and requires an in-range amount and a receipt', async () => {
    const { client, calls } = fakeClient({ depositChannels: () => [bank], walletBalance: () => balanceOf() });
    renderWithApp(<DepositPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('bank-details')).toHaveTextContent('0001');
    expect(screen.getByTestId('deposit-limits')).toHaveTextContent('Limits: R$10.00 - R$500.00');
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('The amount must be between R$10.00 and R$500.00')).toBeInTheDocument();
    expect(screen.getByText('Please upload the transfer receipt')).toBeInTheDocument();
    expect(calls.some((c) => c.id === 'deposit')).toBe(false);
  });

  it('refuses a file that is not really a png or jpg before uploading it', async () => {
    const { client, calls } = fakeClient({ depositChannels: () => [bank], walletBalance: () => balanceOf() });
    renderWithApp(<DepositPage />, { client, i18n, store: signedInStore() });
    const input = await screen.findByTestId('deposit-receipt-input');
    const fake = new File(['<svg/>'], 'receipt.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [fake] } });
    expect(await screen.findByTestId('deposit-receipt-error')).toHaveTextContent('Only png or jpg images can be uploaded');
    expect(calls.some((c) => c.id === 'walletUpload')).toBe(false);
  });
});
