import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { merchantCodeAtom } from '@platform/backoffice/data-access';
import { createBackofficeI18n } from '@platform/backoffice/i18n';
import { PlayerScreen } from './player-screen';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createBackofficeI18n('EN');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
});

function AtPlayer() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/players/7');
  }, [navigate]);
  return (
    <Routes>
      <Route path="/players/:id" element={<PlayerScreen />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

const detail = {
  player: { id: 7, account: 'ana', nickname: 'Ana', mobile: null, email: null, status: 'active', type: 0, createdAt: '2030-01-01T00:00:00Z', lastLoginAt: null },
  profile: {},
  currency: 'BRL',
  balances: [{ wallet: 'MAIN', balance: 12_345 }],
  limits: [{ kind: 'deposit', period: 'day', value: 10_000, pendingValue: null, pendingFrom: null }],
  exclusions: [],
};

describe('player page (issue 22 §3: balances, ledger and bets, limits read-only, notes)', () => {
  it('shows balances and limits, filters the ledger to the bets on the server, and adds a note', async () => {
    const store = createStore();
    store.set(merchantCodeAtom, 'FORTUNA');
    const notes: { id: number; staffName: string; body: string; createdAt: string }[] = [];
    const { client, calls } = fakeClient({
      backofficeMe: () => ({ staff: { id: 1, name: 'risk', grants: [], permissions: { FORTUNA: ['players.read', 'players.note'] }, disabled: false, createdAt: '', lastLoginAt: null }, idleMinutes: 15 }),
      backofficePlayer: () => detail,
      backofficePlayerLedger: () => ({ rows: [], total: 0, page: 1, pageSize: 50 }),
      backofficePlayerNotes: () => ({ rows: [...notes], total: notes.length, page: 1, pageSize: 50 }),
      backofficeAddPlayerNote: (request) => {
        const note = { id: notes.length + 1, staffName: 'risk', body: (request as { text: string }).text, createdAt: '2030-01-01T00:00:00Z' };
        notes.unshift(note);
        return note;
      },
    });
    renderWithApp(<AtPlayer />, { client, i18n, store });
    expect(await screen.findByTestId('player-balance-MAIN')).toHaveTextContent('123.45');
    expect(screen.getByTestId('player-limits')).toHaveTextContent('Set by the player; staff cannot lift them early.');
    // No lock button without players.lock.
    expect(screen.queryByTestId('player-lock-toggle')).not.toBeInTheDocument();

    fireEvent.change(screen.getByTestId('player-ledger-kind'), { target: { value: 'BET' } });
    await waitFor(() => expect(calls.filter((call) => call.id === 'backofficePlayerLedger').at(-1)?.request).toMatchObject({ id: 7, kind: 'BET', page: 1 }));

    fireEvent.change(screen.getByTestId('player-note-text'), { target: { value: 'Called about a late deposit.' } });
    fireEvent.click(screen.getByTestId('player-note-add'));
    expect(await screen.findByText('Called about a late deposit.')).toBeInTheDocument();
    expect(calls.find((call) => call.id === 'backofficeAddPlayerNote')?.request).toEqual({ merchantCode: 'FORTUNA', id: 7, text: 'Called about a late deposit.' });
  });
});
