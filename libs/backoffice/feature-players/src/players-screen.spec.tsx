import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import type { PlayerRow } from '@platform/shared/api-contract';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { merchantCodeAtom } from '@platform/backoffice/data-access';
import { createBackofficeI18n } from '@platform/backoffice/i18n';
import { PlayersScreen } from './players-screen';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createBackofficeI18n('EN');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
});

const row = (id: number): PlayerRow => ({
  id, account: `player${id}`, nickname: `P${id}`, mobile: null, email: `p${id}@example.com`, status: 'active', type: 0, createdAt: '2030-01-01T00:00:00Z', lastLoginAt: null,
});
const store = () => {
  const s = createStore();
  s.set(merchantCodeAtom, 'FORTUNA');
  return s;
};

describe('players (issue 22 §3: search, sort and page on the server)', () => {
  it('sends the search, sort and page to the server and shows the page it answers', async () => {
    const { client, calls } = fakeClient({
      backofficeMe: () => ({ staff: { id: 1, name: 'risk', grants: [], permissions: { FORTUNA: ['players.read'] }, disabled: false, createdAt: '', lastLoginAt: null }, idleMinutes: 15 }),
      backofficePlayers: (request) => {
        const { page = 1 } = request as { page?: number };
        return { rows: [row(page * 10 + 1)], total: 120, page, pageSize: 50 };
      },
    });
    renderWithApp(<PlayersScreen />, { client, i18n, store: store() });
    expect(await screen.findByRole('link', { name: 'player11' })).toHaveAttribute('href', '/players/11');
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('players-search'), { target: { value: 'ana@' } });
    await waitFor(() => expect(calls.some((call) => (call.request as { q?: string }).q === 'ana@')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: /Account/ }));
    await waitFor(() => expect(calls.at(-1)?.request).toMatchObject({ q: 'ana@', sort: 'account', page: 1 }));

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls.at(-1)?.request).toMatchObject({ merchantCode: 'FORTUNA', page: 2, pageSize: 50 }));
    expect(await screen.findByRole('link', { name: 'player21' })).toBeInTheDocument();
  });
});
