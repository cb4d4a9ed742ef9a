import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { tokenAtom } from '@platform/shared/session';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { TeamOverviewPage } from './team-overview-page';
import { RegisterCentrePage } from './register-centre-page';
import { DownlinesPage } from './downlines-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});
const store = () => {
  const s = createStore();
  s.set(tokenAtom, 'token');
  return s;
};

describe('agent centre pages (spec §2)', () => {
  it('team overview shows the counts and amounts of the period', async () => {
    const { client } = fakeClient({
      agentTeamOverview: () => ({
        directDownlines: 3, totalDownlines: 7, newToday: 1, newLast7Days: 2,
        teamBalance: 1_234_56, turnover: 50_00, deposits: 0, from: '2026-11-15 00:00:00', to: '2026-11-22 00:00:00',
      }),
    });
    renderWithApp(<TeamOverviewPage />, { client, i18n, store: store() });
    expect(await screen.findByTestId('overview-direct')).toHaveTextContent('Direct downlines3');
    expect(screen.getByTestId('overview-total')).toHaveTextContent('7');
    expect(screen.getByTestId('overview-team_balance')).toHaveTextContent('1,234.56');
  });

  it('register centre checks the confirmation before sending, then sends the new account', async () => {
    const { client, calls } = fakeClient({ agentRegisterDownline: () => ({ id: 9, account: 'kid01', type: 0, uplineId: 1 }) });
    renderWithApp(<RegisterCentrePage />, { client, i18n, store: store() });
    fireEvent.change(screen.getByTestId('downline-username'), { target: { value: ' kid01 ' } });
    fireEvent.change(screen.getByTestId('downline-password'), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByTestId('downline-confirm'), { target: { value: 'Secret12' } });
    fireEvent.click(screen.getByTestId('downline-submit'));
    expect(await screen.findByText('Incorrect confirmation input')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByTestId('downline-confirm'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByTestId('downline-submit'));
    expect(await screen.findByTestId('register-centre-done')).toHaveTextContent('Account kid01 created in your team');
    expect(calls[0]?.request).toEqual({ username: 'kid01', password: 'Secret123', confirmPassword: 'Secret123' });
  });

  it('downline management lists direct downlines and searches from page 1', async () => {
    const row = { id: 2, account: 'kid01', nickname: 'Kid', type: 0, isAgent: false, level: 1, upline: 'agent01', registeredAt: '2026-11-20 10:00:00', lastLoginAt: null, balance: 5_00 };
    const { client, calls } = fakeClient({ agentDownlines: () => ({ pageNo: 1, pageSize: 20, total: 1, totalPages: 1, rows: [row] }) });
    renderWithApp(<DownlinesPage />, { client, i18n, store: store() });
    expect(await screen.findByTestId('downline-row')).toHaveTextContent('kid01');
    fireEvent.change(screen.getByTestId('downline-search'), { target: { value: 'kid' } });
    await waitFor(() => expect(calls.at(-1)?.request).toEqual({ pageNo: 1, pageSize: 20, scope: 'direct', search: 'kid' }));
  });
});
