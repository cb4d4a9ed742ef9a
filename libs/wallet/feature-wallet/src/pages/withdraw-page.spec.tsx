import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { ApiError } from '@platform/shared/api-client';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { balanceOf, emptyPage, signedInStore, withdrawal } from '../testing/fixtures';
import { WithdrawPage } from './withdraw-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

const info = (hasWithdrawPassword: boolean) => () => ({ hasWithdrawPassword, available: 500_00, held: 0, autoConfirmMinutes: 30 });

function renderPage(handlers: Record<string, (request: unknown) => unknown>) {
  const fake = fakeClient({ walletBalance: () => balanceOf(), withdrawals: () => emptyPage, ...handlers });
  renderWithApp(<WithdrawPage />, { client: fake.client, i18n, store: signedInStore() });
  return fake;
}

describe('withdraw page (spec §4 "Withdrawal", §5 required fields)', () => {
  it('asks for a withdraw password first when none is set', async () => {
    renderPage({ withdrawInfo: info(false) });
    expect(await screen.findByTestId('set-withdraw-password')).toHaveTextContent('Please set a withdraw password first');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });

  it.each([
    [1, 'you have 1 minute to confirm it'],
    [30, 'you have 30 minutes to confirm it'],
  ])('says how long a payout waits for confirmation in the right number (%i min)', async (minutes, text) => {
    renderPage({ withdrawInfo: () => ({ ...info(true)(), autoConfirmMinutes: minutes }) });
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
  });

  it('requires the withdraw password and the receiving address, and sends nothing without them', async () => {
    const { calls } = renderPage({ withdrawInfo: info(true) });
    fireEvent.change(await screen.findByTestId('withdraw-amount'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('Withdraw password is required')).toBeInTheDocument();
    expect(screen.getByText('Receiving address is required')).toBeInTheDocument();
    expect(calls.some((c) => c.id === 'withdraw')).toBe(false);
  });

  it('refuses more than the available balance before asking the server', async () => {
    const { calls } = renderPage({ withdrawInfo: info(true) });
    fireEvent.change(await screen.findByTestId('withdraw-amount'), { target: { value: '500.01' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(calls.some((c) => c.id === 'withdraw')).toBe(false);
  });

  it('sends the amount in cents with a key, and translates a wrong withdraw password', async () => {
    const { calls } = renderPage({
      withdrawInfo: info(true),
      withdraw: () => {
        throw new ApiError('WITHDRAW_PASSWORD_WRONG', 'wrong', 422);
      },
    });
    fireEvent.change(await screen.findByTestId('withdraw-amount'), { target: { value: '12.34' } });
    fireEvent.change(screen.getByTestId('withdraw-address'), { target: { value: ' Bank 1 ' } });
    fireEvent.change(screen.getByTestId('withdraw-password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-error')).toHaveTextContent('The withdraw password is incorrect');
    expect(calls.find((c) => c.id === 'withdraw')?.request).toMatchObject({
      amount: 1234,
      receivingAddress: 'Bank 1',
      withdrawPassword: 'nope',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('offers received, fully received and not received on a paid withdrawal; not received needs proof', async () => {
    const paid = withdrawal({ status: 'paid', confirmDeadline: '2026-11-20T10:30:00Z' });
    const { calls } = renderPage({
      withdrawInfo: info(true),
      withdrawals: () => ({ ...emptyPage, total: 1, totalPages: 1, rows: [paid] }),
      confirmReceipt: (request) => ({ ...paid, status: (request as { receipt: string }).receipt }),
    });
    expect(await screen.findByTestId('mark-received')).toHaveTextContent('Received');
    expect(screen.getByTestId('withdrawal-7')).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(screen.getByTestId('mark-fully-received')).toHaveTextContent('Fully received');
    fireEvent.click(screen.getByTestId('mark-not-received'));
    fireEvent.click(screen.getByTestId('proof-submit'));
    expect(await screen.findByText('Please upload at least one image as proof')).toBeInTheDocument();
    expect(calls.some((c) => c.id === 'confirmReceipt')).toBe(false);
    fireEvent.click(screen.getByText('Cancel'));
    fireEvent.click(screen.getByTestId('mark-fully-received'));
    await waitFor(() =>
      expect(calls.find((c) => c.id === 'confirmReceipt')?.request).toEqual({ withdrawalId: 7, receipt: 'fully_received' }),
    );
  });
});
