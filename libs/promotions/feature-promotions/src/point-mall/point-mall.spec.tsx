import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '@platform/shared/api-client';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { pointMallHandlers, redeemRecord, signedInStore } from '../testing/points-fixtures';
import { PointMall } from './point-mall';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

describe('points mall (spec §7 "Points")', () => {
  it('asks a visitor to log in and calls nothing', () => {
    const { client, calls } = fakeClient(pointMallHandlers);
    renderWithApp(<PointMall />, { client, i18n });
    expect(screen.getByTestId('point-mall-login')).toHaveTextContent('Log in to see your points');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(calls).toHaveLength(0);
  });

  it('shows the balance and disables the rewards the balance cannot pay', async () => {
    const { client } = fakeClient(pointMallHandlers);
    renderWithApp(<PointMall />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('1200');
    const affordable = await screen.findByTestId('reward-1');
    expect(within(affordable).getByRole('button', { name: 'Redeem' })).toBeEnabled();
    expect(within(screen.getByTestId('reward-3')).getByRole('button', { name: 'Redeem' })).toBeDisabled();
    expect(screen.getByTestId('reward-3')).toHaveTextContent('Not enough points');
  });

  it('redeems only with the login password, sent with an idempotency key', async () => {
    const { client, calls } = fakeClient({ ...pointMallHandlers, redeemPoints: () => ({ record: redeemRecord(9), balance: 700 }) });
    renderWithApp(<PointMall />, { client, i18n, store: signedInStore() });
    fireEvent.click(within(await screen.findByTestId('reward-1')).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByTestId('redeem-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByText('Input cannot be empty')).toBeInTheDocument();
    expect(calls.some((call) => call.id === 'redeemPoints')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Login password/), { target: { value: 'Demo1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByTestId('redeem-done')).toHaveTextContent('Cash reward 1 redeemed');
    const sent = calls.find((call) => call.id === 'redeemPoints')!.request as { rewardId: number; password: string; idempotencyKey: string };
    expect(sent).toMatchObject({ rewardId: 1, password: 'Demo1234' });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a wrong password as a translated error', async () => {
    const { client } = fakeClient({
      ...pointMallHandlers,
      redeemPoints: () => {
        throw new ApiError('OLD_PASSWORD_WRONG', 'The password is not correct', 400);
      },
    });
    renderWithApp(<PointMall />, { client, i18n, store: signedInStore() });
    fireEvent.click(within(await screen.findByTestId('reward-1')).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByTestId('redeem-dialog');
    fireEvent.change(within(dialog).getByLabelText(/Login password/), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByTestId('redeem-error')).toHaveTextContent('The password is not correct');
  });

  it('lists redeem records with points, amount, status label, time and remark', async () => {
    const { client } = fakeClient(pointMallHandlers);
    renderWithApp(<PointMall />, { client, i18n, store: signedInStore() });
    fireEvent.click(await screen.findByRole('tab', { name: 'Redeem history' }));
    const rejected = await screen.findByTestId('redeem-record-1');
    expect(rejected).toHaveTextContent('500');
    expect(rejected).toHaveTextContent('5.00');
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('Out of stock');
    expect(screen.getByTestId('redeem-record-3')).toHaveTextContent('In process');
    expect(screen.getByTestId('redeem-record-2')).toHaveTextContent('Approved');
  });

  it('shows the empty state when nothing was redeemed, and the rules say points never expire', async () => {
    const { client } = fakeClient({ ...pointMallHandlers, redeemRecords: () => ({ pageNo: 1, pageSize: 10, total: 0, totalPages: 0, rows: [] }) });
    renderWithApp(<PointMall />, { client, i18n, store: signedInStore() });
    fireEvent.click(await screen.findByRole('tab', { name: 'Redeem history' }));
    expect(await screen.findByText('You have not redeemed any reward yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(screen.getByTestId('points-rules')).toHaveTextContent('Points never expire.');
  });

  it('refuses a conversion below the minimum before calling the gateway', async () => {
    const { client, calls } = fakeClient(pointMallHandlers);
    renderWithApp(<PointMall />, { client, i18n, store: signedInStore() });
    fireEvent.click(await screen.findByRole('tab', { name: 'Convert points' }));
    fireEvent.change(screen.getByLabelText(/Points to convert/), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText(/Login password/), { target: { value: 'Demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('At least 100 points per conversion')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.id === 'convertPoints')).toBe(false));
  });
});
