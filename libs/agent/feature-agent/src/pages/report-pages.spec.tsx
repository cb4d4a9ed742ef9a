import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '@platform/shared/api-client';
import { createI18n } from '@platform/shared/i18n';
import { tokenAtom } from '@platform/shared/session';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { TeamBettingPage } from './team-betting-page';
import { UserLossPage } from './user-loss-page';
import { DailyWagesPage } from './payout-records-page';
import { MyIncomePage } from './my-income-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});
const store = () => {
  const s = createStore();
  s.set(tokenAtom, 'token');
  return s;
};
const page = <Row,>(rows: Row[], extra: object = {}) => ({ pageNo: 1, pageSize: 20, total: rows.length, totalPages: rows.length ? 1 : 0, rows, ...extra });

describe('agent reports (spec §2)', () => {
  it('team betting shows the bets with the totals, and asks again from page 1 for another preset', async () => {
    const bet = { id: 'G1', account: 'kid01', source: 'game', game: 'DICE', stake: 12_00, payout: 0, status: 'settled', createdAt: '2030-01-02T03:04:05Z' };
    const { client, calls } = fakeClient({ agentTeamBetting: () => page([bet], { summary: { bets: 1, turnover: 12_00, payout: 0 } }) });
    renderWithApp(<TeamBettingPage />, { client, i18n, store: store() });
    const row = await screen.findByTestId('team-betting-row');
    expect(row).toHaveTextContent('2030-01-02 03:04:05');
    expect(row).toHaveTextContent('Game DICE');
    expect(row).toHaveTextContent('12.00');
    expect(screen.getByTestId('report-totals')).toHaveTextContent('Bets1');
    expect(calls[0]?.request).toMatchObject({ pageNo: 1, pageSize: 20, scope: 'team' });
    fireEvent.change(screen.getByTestId('report-preset'), { target: { value: 'previous30' } });
    await waitFor(() => expect(calls).toHaveLength(2));
    const request = calls[1]!.request as { from: string; to: string };
    expect((Date.parse(request.to) - Date.parse(request.from)) / 86_400_000).toBe(29);
  });

  it('user loss shows the empty state when nobody played', async () => {
    const { client } = fakeClient({ agentUserLoss: () => page([], { summary: { turnover: 0, wins: 0, rebates: 0, profitLoss: 0 } }) });
    renderWithApp(<UserLossPage />, { client, i18n, store: store() });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('sends only a typed account, trimmed', async () => {
    const { client, calls } = fakeClient({ agentUserLoss: () => page([], { summary: { turnover: 0, wins: 0, rebates: 0, profitLoss: 0 } }) });
    renderWithApp(<UserLossPage />, { client, i18n, store: store() });
    await screen.findByText('No data');
    fireEvent.change(screen.getByTestId('report-account'), { target: { value: ' kid01 ' } });
    await waitFor(() => expect(calls.at(-1)?.request).toMatchObject({ account: 'kid01' }));
    expect(calls[0]?.request).not.toHaveProperty('account');
  });

  it('shows a translated error when a report fails', async () => {
    const { client } = fakeClient({
      agentMyIncome: () => {
        throw new ApiError('FORBIDDEN', 'no', 403);
      },
    });
    renderWithApp(<MyIncomePage />, { client, i18n, store: store() });
    expect(await screen.findByTestId('my-income-error')).toHaveTextContent('You do not have permission to do that');
  });

  it('daily wages lists what the upline paid, and what the member paid once switched to that side', async () => {
    const record = {
      id: 7, contractId: 3, kind: 'daily_salary', cycle: 'daily', periodStart: '2030-01-01T00:00:00Z', periodEnd: '2030-01-02T00:00:00Z',
      upline: 'agent01', downline: 'kid01', turnover: 18_000, teamLoss: 7_000, activeMembers: 2, excludedMembers: 0, rate: 500, amount: 900, paidAt: '2030-01-02T00:01:00Z',
    };
    const { client, calls } = fakeClient({ agentPayoutRecords: () => page([record], { summary: { amount: 900 } }) });
    renderWithApp(<DailyWagesPage />, { client, i18n, store: store() });
    const row = await screen.findByTestId('payout-records-row');
    expect(row).toHaveTextContent('agent01');
    expect(row).toHaveTextContent('5.00%');
    expect(row).toHaveTextContent('9.00');
    expect(calls[0]?.request).toMatchObject({ kind: 'daily_salary', role: 'received' });
    fireEvent.click(within(screen.getByRole('tablist')).getByRole('tab', { name: 'Paid to downlines' }));
    await waitFor(() => expect(calls.at(-1)?.request).toMatchObject({ kind: 'daily_salary', role: 'paid', pageNo: 1 }));
  });
});
