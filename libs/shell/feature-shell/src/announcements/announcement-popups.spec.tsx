import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { LOGGED_OUT, loginStateAtom, tokenAtom } from '@platform/shared/session';
import { afterLoginModalAtom, authPopupAtom } from '@platform/auth/feature-auth';
import { announcement } from '../testing/fixtures';
import { renderShell } from '../testing/render-shell';
import { PUBLIC_MODAL_CLOSED_KEY } from '../utils/public-modal-session';
import { AnnouncementPopups } from './announcement-popups';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

const many = Array.from({ length: 20 }, (_, i) =>
  announcement(i + 1, i === 1 ? { promotionType: 'DEPOSIT_BONUS', title: 'Bonus week' } : {}),
);

function renderPopups(options: { store?: ReturnType<typeof createStore>; list?: ReturnType<typeof announcement>[]; path?: string } = {}) {
  return renderShell(<AnnouncementPopups />, {
    i18n,
    store: options.store,
    path: options.path ?? '/',
    handlers: { announcements: () => options.list ?? many },
  });
}

describe('announcement popup fetch and display (spec §4)', () => {
  it('fetches and shows the popup for a guest, who has no token', async () => {
    const { calls } = renderPopups();
    expect(await screen.findByTestId('publicModal')).toBeInTheDocument();
    expect(calls).toEqual([{ id: 'announcements', request: { types: 'B,PL,PU,PR', platform: 'W', language: 'EN' } }]);
  });

  it('does not fetch while a token waits for its login info', async () => {
    const store = createStore();
    store.set(tokenAtom, 'member-token');
    const { calls } = renderPopups({ store });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(screen.queryByTestId('publicModal')).not.toBeInTheDocument();
  });

  it('fetches for a logged-in member', async () => {
    const store = createStore();
    store.set(tokenAtom, 'member-token');
    store.set(loginStateAtom, { ...LOGGED_OUT, isLogin: true });
    const { calls } = renderPopups({ store });
    expect(await screen.findByTestId('publicModal')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('is not shown when the session marks it closed', async () => {
    sessionStorage.setItem(PUBLIC_MODAL_CLOSED_KEY, '1');
    const { calls } = renderPopups();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('publicModal')).not.toBeInTheDocument();
  });

  it('marks the session closed when it is closed', async () => {
    renderPopups();
    const modal = await screen.findByTestId('publicModal');
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(sessionStorage.getItem(PUBLIC_MODAL_CLOSED_KEY)).toBe('1');
    expect(screen.queryByTestId('publicModal')).not.toBeInTheDocument();
  });

  it('shows again after a new login, even if the guest had closed it', async () => {
    sessionStorage.setItem(PUBLIC_MODAL_CLOSED_KEY, '1');
    const store = createStore();
    store.set(tokenAtom, 'member-token');
    store.set(loginStateAtom, { ...LOGGED_OUT, isLogin: true });
    store.set(afterLoginModalAtom, true);
    renderPopups({ store });
    expect(await screen.findByTestId('publicModal')).toBeInTheDocument();
    expect(store.get(afterLoginModalAtom)).toBe(false);
  });

  it('waits while the login popup is open, and shows only on the home page', async () => {
    const store = createStore();
    store.set(authPopupAtom, 'login');
    renderPopups({ store });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('publicModal')).not.toBeInTheDocument();
  });

  it.each(['/?memberCenter=transferFund', '/?agentCenter=teamOverview'])('waits while %s is open, so it never hides behind it', async (path) => {
    const { calls } = renderPopups({ path });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('publicModal')).not.toBeInTheDocument();
  });

  it.each(['/?liveChat=1', '/?feedback=1'])('waits while the player has %s open, so it never takes over a popup they opened', async (path) => {
    const { calls } = renderPopups({ path });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('publicModal')).not.toBeInTheDocument();
  });

  it('shows on the plain home page with the same list (the control for the cases above)', async () => {
    renderPopups({ path: '/?unrelated=1' });
    expect(await screen.findByTestId('publicModal')).toBeInTheDocument();
  });

  it('"go to promotion" closes the popup and opens the reward centre', async () => {
    renderPopups();
    const modal = await screen.findByTestId('publicModal');
    fireEvent.click(within(modal).getByText('Bonus week'));
    fireEvent.click(within(modal).getByTestId('go-to-promotion'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?memberCenter=rewardCenter'));
    expect(screen.queryByTestId('publicModal')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PUBLIC_MODAL_CLOSED_KEY)).toBe('1');
  });
});

describe('spec §4 "Logged-in users get execution A (and F on first login)"', () => {
  it('posts the first-login action only after the popup list is fetched, so the F items are in it', async () => {
    const store = createStore();
    store.set(tokenAtom, 'new-player-token');
    store.set(loginStateAtom, { ...LOGGED_OUT, isLogin: true, firstTimeLogin: true });
    const firstTimeItem = announcement(99, { execution: 'F', title: 'Welcome, new player' });
    const { calls } = renderShell(<AnnouncementPopups />, {
      i18n,
      store,
      handlers: { announcements: () => [firstTimeItem, announcement(1, { execution: 'A' })], firstLogin: () => ({ acknowledged: true }) },
    });
    const popup = await screen.findByTestId('publicModal');
    expect(within(popup).getAllByText('Welcome, new player').length).toBeGreaterThan(0);
    await waitFor(() => expect(calls.map((call) => call.id)).toEqual(['announcements', 'firstLogin']));
  });

  it('posts it once, and never for a member whose first login is done', async () => {
    const store = createStore();
    store.set(tokenAtom, 'member-token');
    store.set(loginStateAtom, { ...LOGGED_OUT, isLogin: true, firstTimeLogin: false });
    const { calls } = renderShell(<AnnouncementPopups />, {
      i18n,
      store,
      handlers: { announcements: () => [announcement(1)], firstLogin: () => ({ acknowledged: true }) },
    });
    await screen.findByTestId('publicModal');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((call) => call.id)).toEqual(['announcements']);
  });
});
