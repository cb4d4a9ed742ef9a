import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { tokenAtom } from '@platform/shared/session';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { AgentCentre } from './agent-centre';

let pt: I18n;
beforeAll(async () => {
  pt = await createI18n('PT');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A screen of `width` px as matchMedia reports it (jsdom has none). */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0) >= width,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const store = () => {
  const s = createStore();
  s.set(tokenAtom, 'token');
  return s;
};
const client = () =>
  fakeClient({
    contracts: () => ({ received: [], offered: [], pending: [] }),
    agentAnnouncements: () => [],
    agentTeamOverview: () => ({ directDownlines: 0, totalDownlines: 0, newToday: 0, newLast7Days: 0, teamBalance: 0, turnover: 0, deposits: 0, from: '2026-11-15T00:00:00Z', to: '2026-11-22T00:00:00Z' }),
  }).client;

function renderCentre(requested: string | null) {
  const props = { requested, onOpen: vi.fn(), onMenu: vi.fn(), onInvite: vi.fn() };
  renderWithApp(<AgentCentre {...props} />, { client: client(), i18n: pt, store: store() });
  return props;
}

describe('the agent centre frame (issue 21 §1: one code, a popup on desktop, a sheet with a menu page on phones)', () => {
  it('on a wide screen shows the menu beside the page, every label whole, the current page marked', async () => {
    screenWidth(1440);
    const props = renderCentre('announcement');
    const menu = await screen.findByRole('navigation', { name: 'Menu da central do agente' });
    expect(screen.getByTestId('agent-centre')).toHaveAttribute('data-layout', 'wide');
    expect(within(menu).getByTestId('ac-downlineTransactions')).toHaveTextContent('Detalhes das transações dos subordinados');
    expect(within(menu).getByTestId('ac-announcement')).toHaveAttribute('aria-current', 'page');
    // Without a dividend or daily salary contract, those two records stay out of the menu (spec §2).
    expect(within(menu).getAllByRole('button')).toHaveLength(11);
    expect(await screen.findByTestId('agent-announcements')).toBeInTheDocument();
    fireEvent.click(within(menu).getByTestId('ac-userLoss'));
    expect(props.onOpen).toHaveBeenCalledWith('userLoss', false);
    expect(screen.queryByTestId('ac-back')).not.toBeInTheDocument();
  });

  it('on a 390 px phone the menu is a page of its own: no page behind it, each item opens its page', async () => {
    screenWidth(390);
    const props = renderCentre('menu');
    const menu = await screen.findByTestId('agent-centre-menu');
    expect(screen.getByTestId('agent-centre')).toHaveAttribute('data-layout', 'phone');
    expect(within(menu).getByTestId('ac-downlineTransactions')).toHaveTextContent('Detalhes das transações dos subordinados');
    expect(screen.queryByTestId('team-overview')).not.toBeInTheDocument();
    fireEvent.click(within(menu).getByTestId('ac-myIncome'));
    expect(props.onOpen).toHaveBeenCalledWith('myIncome', true);
  });

  it('on a phone a page has a back button to the menu instead of the menu beside it', async () => {
    screenWidth(360);
    const props = renderCentre('teamOverview');
    expect(await screen.findByTestId('team-overview')).toBeInTheDocument();
    expect(screen.queryByTestId('agent-centre-menu')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Menu da central do agente/ }));
    expect(props.onMenu).toHaveBeenCalledTimes(1);
  });

  it('on a wide screen `menu` shows the default page with the menu beside it', async () => {
    screenWidth(1440);
    renderCentre('menu');
    expect(await screen.findByTestId('team-overview')).toBeInTheDocument();
    expect(screen.getByTestId('ac-teamOverview')).toHaveAttribute('aria-current', 'page');
  });
});
