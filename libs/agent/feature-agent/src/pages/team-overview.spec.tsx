import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { languageAtom, storeValuesAtom, EMPTY_STORE, tokenAtom } from '@platform/shared/session';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { lastDays } from '@platform/agent/data-access';
import { CentreNavigationProvider } from '../centre/centre-navigation';
import { TeamOverviewPage } from './team-overview-page';

let en: I18n;
let pt: I18n;
beforeAll(async () => {
  en = await createI18n('EN');
  pt = await createI18n('PT');
  // recharts' ResponsiveContainer measures its box; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const store = (language = 'EN') => {
  const s = createStore();
  s.set(tokenAtom, 'token');
  s.set(languageAtom, language);
  s.set(storeValuesAtom, { ...EMPTY_STORE, currencySymbol: 'R$' });
  return s;
};

const overview = (patch: object = {}) => ({
  directDownlines: 3, totalDownlines: 7, newToday: 1, newLast7Days: 2,
  teamBalance: 1_234_56, turnover: 50_00, deposits: 20_00, from: '2026-11-15T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z',
  ...patch,
});

describe('team overview (issue 21 §2: summaries first, a chart of the team per day)', () => {
  it('opens with the period money as cards, in the language and currency, then the team size', async () => {
    const { client } = fakeClient({ agentTeamOverview: () => overview() });
    renderWithApp(<TeamOverviewPage />, { client, i18n: pt, store: store('PT') });
    expect(await screen.findByTestId('overview-deposits')).toHaveTextContent('Depósitos da equipeR$ 20,00');
    expect(screen.getByTestId('overview-team_balance')).toHaveTextContent('R$ 1.234,56');
    expect(screen.getByTestId('overview-direct')).toHaveTextContent('Subordinados diretos3');
    const money = screen.getByTestId('overview-deposits');
    const size = screen.getByTestId('overview-direct');
    expect(money.compareDocumentPosition(size) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('asks one overview per day for the last 7 days and shows them as a chart with a table of the figures', async () => {
    const days = lastDays(7);
    const { client, calls } = fakeClient({
      agentTeamOverview: (request) => {
        const day = (request as { from?: string }).from;
        return day ? overview({ deposits: day === days[6] ? 300_00 : 0, turnover: day === days[5] ? 45_50 : 0 }) : overview();
      },
    });
    renderWithApp(<TeamOverviewPage />, { client, i18n: en, store: store() });
    const activity = await screen.findByTestId('overview-activity');
    const table = await within(activity).findByTestId('overview-days');
    expect(calls.filter((c) => (c.request as { from?: string }).from).map((c) => c.request)).toEqual(days.map((day) => ({ from: day, to: day })));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[6]).toHaveTextContent(`${days[6]}R$300.00R$0.00`);
    expect(rows[5]).toHaveTextContent(`${days[5]}R$0.00R$45.50`);
    expect(within(activity).getByTestId('overview-chart')).toBeInTheDocument();
  });

  it('says the team was quiet instead of drawing an empty chart', async () => {
    const { client } = fakeClient({ agentTeamOverview: () => overview({ deposits: 0, turnover: 0 }) });
    renderWithApp(<TeamOverviewPage />, { client, i18n: en, store: store() });
    expect(await screen.findByTestId('overview-activity-quiet')).toHaveTextContent('no deposit and no bet in the last 7 days');
    expect(screen.queryByTestId('overview-chart')).not.toBeInTheDocument();
  });

  it('an agent without a team sees what the page is for and how to start one, not a row of zeros', async () => {
    const { client, calls } = fakeClient({ agentTeamOverview: () => overview({ directDownlines: 0, totalDownlines: 0, newToday: 0, newLast7Days: 0, teamBalance: 0, turnover: 0, deposits: 0 }) });
    const open = vi.fn();
    const invite = vi.fn();
    renderWithApp(
      <CentreNavigationProvider value={{ open, invite }}>
        <TeamOverviewPage />
      </CentreNavigationProvider>,
      { client, i18n: en, store: store() },
    );
    const empty = await screen.findByTestId('overview-empty');
    expect(empty).toHaveTextContent('Your team is empty');
    expect(screen.queryByTestId('overview-direct')).not.toBeInTheDocument();
    expect(screen.queryByText(/0\.00/)).not.toBeInTheDocument();
    fireEvent.click(within(empty).getByRole('button', { name: 'Register a downline' }));
    expect(open).toHaveBeenCalledWith('registerCentre');
    fireEvent.click(within(empty).getByRole('button', { name: 'Invite players' }));
    expect(invite).toHaveBeenCalledTimes(1);
    // No per-day calls for a team that does not exist.
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});
