import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { authPopupAtom, trialNoticeAtom } from '@platform/auth/feature-auth';
import { createI18n } from '@platform/shared/i18n';
import { LOGGED_OUT, loginStateAtom, tokenAtom } from '@platform/shared/session';
import { category, vendor } from '../testing/fixtures';
import { renderShell } from '../testing/render-shell';
import { buildHeaderMenu } from '../utils/navigation';
import { visibleItemCount } from '../utils/nav-overflow';
import { HeaderNav } from './header-nav';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});
afterEach(() => vi.restoreAllMocks());

const menu = buildHeaderMenu([
  category('LIVE', vendor('EVO', 'LIVE', 'Evolution')),
  category('COCKFIGHT', vendor('DS88', 'SPORTS', 'DS88 Sabong'), vendor('DIG', 'SPORTS', 'DIG')),
]);

const game = { vassalage: 'DS88', gameType: 'SPORTS', gameCode: 'DS88_0001', nodeId: 100_001 };
const handlers = {
  gameList: () => ({ content: [game], pageNum: 1, pageSize: 1, totalPages: 1, totalElements: 1 }),
  startGameV2: () => ({ url: 'https://launch.example/ds88?sig=1', expiresAt: '2030-01-01T00:00:00Z', nodeId: game.nodeId }),
};

function storeFor(session: 'guest' | 'member' | 'trial') {
  const store = createStore();
  if (session === 'guest') return store;
  store.set(tokenAtom, 'token-1');
  store.set(loginStateAtom, { ...LOGGED_OUT, isLogin: true, isTrial: session === 'trial' });
  return store;
}

describe('spec §2 "A cockfight click launches the game directly with its first vendor"', () => {
  it("starts the first cockfight vendor's game in the game window for a member", async () => {
    const popup = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { calls } = renderShell(<HeaderNav items={menu} />, { i18n, handlers, store: storeFor('member') });
    fireEvent.click(await screen.findByTestId('nav-cockfight'));
    expect(open).toHaveBeenCalledWith('', 'gamePopup', expect.any(String));
    await waitFor(() => expect(popup.location.href).toBe('https://launch.example/ds88?sig=1'));
    expect(calls.find((c) => c.id === 'gameList')?.request).toMatchObject({ gameType: 'COCKFIGHT', vassalage: 'DS88' });
    expect(calls.find((c) => c.id === 'startGameV2')?.request).toMatchObject({ vassalage: 'DS88', gameCode: 'DS88_0001' });
    // The page stays where it was: nothing navigated to a game list.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens the login popup for a guest and launches nothing', async () => {
    const open = vi.spyOn(window, 'open');
    const store = storeFor('guest');
    const { calls } = renderShell(<HeaderNav items={menu} />, { i18n, handlers, store });
    fireEvent.click(await screen.findByTestId('nav-cockfight'));
    expect(store.get(authPopupAtom)).toBe('login');
    expect(open).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it("tells a trial account 'Please Register An Account First' and launches nothing", async () => {
    const open = vi.spyOn(window, 'open');
    const store = storeFor('trial');
    renderShell(<HeaderNav items={menu} />, { i18n, handlers, store });
    fireEvent.click(await screen.findByTestId('nav-cockfight'));
    expect(store.get(trialNoticeAtom)).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });

  it('closes the window and says why when the vendor has no game to launch', async () => {
    const popup = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderShell(<HeaderNav items={menu} />, {
      i18n,
      handlers: { ...handlers, gameList: () => ({ content: [], pageNum: 1, pageSize: 1, totalPages: 0, totalElements: 0 }) },
      store: storeFor('member'),
    });
    fireEvent.click(await screen.findByTestId('nav-cockfight'));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(await screen.findByTestId('warning-message')).toBeInTheDocument();
  });
});

describe('issue 21 §5 "navigation collapses into More when it does not fit"', () => {
  it('keeps every item when they fit on one line', () => {
    expect(visibleItemCount([100, 100, 100], 308, 60, 4)).toBe(3);
  });

  it('keeps room for More and moves the rest into it', () => {
    // 100 + 4 + 100 + 4 + 60 (More) = 268 fits in 300; a third item would not.
    expect(visibleItemCount([100, 100, 100, 100], 300, 60, 4)).toBe(2);
    expect(visibleItemCount([400, 100], 300, 60, 4)).toBe(0);
  });

  it('gives every label its full text as a tooltip', async () => {
    renderShell(<HeaderNav items={menu} />, { i18n, handlers, store: storeFor('guest') });
    expect(await screen.findByTestId('nav-live')).toHaveAttribute('title', 'Live casino');
  });
});
