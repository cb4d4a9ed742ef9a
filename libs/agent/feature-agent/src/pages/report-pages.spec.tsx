import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '@platform/shared/api-client';
import { createI18n } from '@platform/shared/i18n';
import { EMPTY_STORE, languageAtom, storeValuesAtom, tokenAtom } from '@platform/shared/session';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { TeamBettingPage } from './team-betting-page';
import { UserLossPage } from './user-loss-page';
import { DailyWagesPage } from './payout-records-page';
import { MyIncomePage } from './my-income-page';
import { CentreNavigationProvider } from '../centre/centre-navigation';

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

  it('issue 21 §2: an empty period says what the page is for, once, without zero totals before it', async () => {
    const { client } = fakeClient({ agentUserLoss: () => page([], { summary: { turnover: 0, wins: 0, rebates: 0, profitLoss: 0 } }) });
    renderWithApp(<UserLossPage />, { client, i18n, store: store() });
    const empty = await screen.findByTestId('user-loss-empty');
    expect(empty).toHaveTextContent('No play in this period');
    expect(empty).toHaveTextContent('profit or loss appear here once they play');
    expect(screen.queryByTestId('report-totals')).not.toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    expect(screen.queryByText(/0\.00/)).not.toBeInTheDocument();
  });

  it('sends only a typed account, trimmed', async () => {
    const { client, calls } = fakeClient({ agentUserLoss: () => page([], { summary: { turnover: 0, wins: 0, rebates: 0, profitLoss: 0 } }) });
    renderWithApp(<UserLossPage />, { client, i18n, store: store() });
    await screen.findByTestId('user-loss-empty');
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

  describe('issue 21: summaries first, rows as cards, empty states with a next step', () => {
    afterEach(() => vi.unstubAllGlobals());
    const incomeDay = { date: '2030-01-02', salaryReceived: 1_500_00, dividendReceived: 0, salaryPaid: 200_00, dividendPaid: 0, net: 1_300_00 };
    const totals = { salaryReceived: 1_500_00, dividendReceived: 0, salaryPaid: 200_00, dividendPaid: 0, net: 1_300_00 };

    it('my income opens with the net income of the period, in the language and the currency, before the days', async () => {
      const pt = await createI18n('PT');
      const s = store();
      s.set(languageAtom, 'PT');
      s.set(storeValuesAtom, { ...EMPTY_STORE, currencySymbol: 'R$' });
      const { client } = fakeClient({ agentMyIncome: () => ({ rows: [incomeDay], totals }) });
      renderWithApp(<MyIncomePage />, { client, i18n: pt, store: s });
      const net = await screen.findByTestId('report-total-net');
      expect(net).toHaveTextContent('Renda líquidaR$ 1.300,00');
      const table = screen.getByTestId('my-income-table');
      expect(net.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.getByTestId('my-income-row')).toHaveTextContent('R$ 1.500,00');
    });

    it('marks the rows to become cards below 600 px: every cell carries its column header', async () => {
      const { client } = fakeClient({ agentMyIncome: () => ({ rows: [incomeDay], totals }) });
      renderWithApp(<MyIncomePage />, { client, i18n, store: store() });
      const table = await screen.findByTestId('my-income-table');
      expect(table).toHaveAttribute('data-cards');
      const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
      const cells = within(screen.getByTestId('my-income-row')).getAllByRole('cell');
      expect(cells.map((td) => td.getAttribute('data-label'))).toEqual(headers);
    });

    it('an empty report offers the next step inside the centre: register a downline or invite players', async () => {
      const { client } = fakeClient({ agentTeamBetting: () => page([], { summary: { bets: 0, turnover: 0, payout: 0 } }) });
      const open = vi.fn();
      const invite = vi.fn();
      renderWithApp(
        <CentreNavigationProvider value={{ open, invite }}>
          <TeamBettingPage />
        </CentreNavigationProvider>,
        { client, i18n, store: store() },
      );
      const empty = await screen.findByTestId('team-betting-empty');
      expect(empty).toHaveTextContent("Your team's real-money bets appear here");
      fireEvent.click(within(empty).getByRole('button', { name: 'Register a downline' }));
      expect(open).toHaveBeenCalledWith('registerCentre');
      fireEvent.click(within(empty).getByRole('button', { name: 'Invite players' }));
      expect(invite).toHaveBeenCalledTimes(1);
    });

    it('on a phone the filters fold under the period, so the figures come first; wide screens show them open', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
      const { client } = fakeClient({ agentUserLoss: () => page([], { summary: { turnover: 0, wins: 0, rebates: 0, profitLoss: 0 } }) });
      renderWithApp(<UserLossPage />, { client, i18n, store: store() });
      const fold = await screen.findByTestId('report-filters-fold');
      expect(fold.tagName).toBe('DETAILS');
      expect(fold).not.toHaveAttribute('open');
      expect(within(fold).getByText('Report filters: Previous 7 days')).toBeInTheDocument();
      expect(within(fold).getByTestId('report-preset')).toBeInTheDocument();
    });
  });
});
