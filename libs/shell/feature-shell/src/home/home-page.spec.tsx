import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import type { SystemStatus } from '@platform/shared/api-contract';
import { createI18n } from '@platform/shared/i18n';
import { systemInfoAtom } from '@platform/shared/session';
import { noticeIndexAtom, noticeModalOpenAtom } from '../stores/shell-popups';
import { announcement, banner, category, game, vendor, winner } from '../testing/fixtures';
import { renderShell } from '../testing/render-shell';
import { HomePage } from './home-page';

// jsdom has no layout for embla to measure; the carousel itself is tested in the ui-kit.
vi.mock('embla-carousel-react', () => ({ default: () => [() => undefined, undefined] }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});
// HOT_GAMES and WINNERS live in session storage: each test starts without them.
beforeEach(() => sessionStorage.clear());

const board = Array.from({ length: 20 }, (_, i) => winner(`player${i + 1}`, (i + 1) * 100));

const handlers = {
  banners: () => [
    banner(1, { linkageType: 'url', linkageTarget: 'https://partner.example/offer' }),
    banner(2, { linkageType: 'route', linkageTarget: '/sports' }),
    banner(3, { linkageType: 'promotion', linkageTarget: '7' }),
    banner(4),
  ],
  announcements: () => [announcement(1, { type: 'H', title: 'Maintenance tonight' }), announcement(2, { type: 'H', title: 'New games' })],
  winners: () => board,
  promotions: () => [],
};

describe('home page (spec §2 "Home page")', () => {
  it('asks for the w_home banners and opens each banner target by its linkageType', async () => {
    const { calls } = renderShell(<HomePage />, { i18n, handlers });
    const links = await screen.findAllByTestId('banner-link');
    expect(calls).toContainEqual({ id: 'banners', request: { groupName: 'w_home', language: 'EN' } });
    expect(links[0]).toHaveAttribute('href', 'https://partner.example/offer');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(links[1]).toHaveAttribute('href', '/sports');
    expect(links[2]).toHaveAttribute('href', '/promotions#7');
    expect(links).toHaveLength(3);
    expect(screen.getByAltText('Banner 4').closest('a')).toBeNull();
  });

  it('runs the home notices (type H) in the marquee, and a click opens the notice list at that notice', async () => {
    const store = createStore();
    renderShell(<HomePage />, { i18n, handlers, store });
    const marquee = await screen.findByTestId('notice-marquee');
    fireEvent.click(within(marquee).getAllByRole('button', { name: 'New games' })[0] as HTMLElement);
    expect(store.get(noticeModalOpenAtom)).toBe(true);
    expect(store.get(noticeIndexAtom)).toBe(1);
  });

  it('shows the jackpot ticker', async () => {
    renderShell(<HomePage />, { i18n, handlers });
    const text = (await screen.findByTestId('jackpot-amount')).textContent ?? '';
    expect(text).toMatch(/\.00$/);
    const amount = Number(text.replace(/\.00$/, '').replace(/\D/g, ''));
    expect(amount).toBeGreaterThanOrEqual(31_000_000);
    expect(amount).toBeLessThanOrEqual(32_000_000);
  });

  it("issue 26 localised amounts: a guest's jackpot carries the merchant's currency from the system status, PT separators and two decimals", async () => {
    const pt = await createI18n('PT');
    const store = createStore();
    store.set(systemInfoAtom, { currency: { code: 'BRL', symbol: 'R$' } } as SystemStatus['info']);
    renderShell(<HomePage />, { i18n: pt, handlers, store });
    expect((await screen.findByTestId('jackpot-amount')).textContent).toMatch(/^R\$\u00a031\.\d{3}\.\d{3},00$/);
  });

  it('shows the biggest wins sorted by amount, the first 10 on the left and the last 10 on the right', async () => {
    renderShell(<HomePage />, { i18n, handlers });
    const left = await screen.findByTestId('winners-left');
    const right = screen.getByTestId('winners-right');
    expect(within(left).getAllByTestId('winner-row')).toHaveLength(10);
    expect(within(right).getAllByTestId('winner-row')).toHaveLength(10);
    expect(within(left).getAllByTestId('winner-row')[0]).toHaveTextContent('player20');
    expect(within(right).getAllByTestId('winner-row')[9]).toHaveTextContent('player1');
  });

  it("issue 26 localised amounts: win amounts take the language's separators and two fixed decimals", async () => {
    const pt = await createI18n('PT');
    renderShell(<HomePage />, { i18n: pt, handlers: { ...handlers, winners: () => [winner('big', 1_234_567.891), winner('small', 12.5)] } });
    const amounts = await screen.findAllByTestId('winner-amount');
    expect(amounts[0]).toHaveTextContent('1.234.567,89');
    expect(amounts[1]).toHaveTextContent(/12,50$/);
  });

  it('shows translated empty states for the game tabs and casino list when there are no games', async () => {
    renderShell(<HomePage />, { i18n, handlers: { ...handlers, hotGames: () => [], popularGames: () => [], gameMenus: () => [] } });
    const panel = await screen.findByTestId('game-tab-panel-hot');
    await waitFor(() => expect(panel).toHaveTextContent('Games will appear here soon'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Hot', 'Favourites', 'Recommended']);
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    await waitFor(() => expect(screen.getByTestId('game-tab-panel-favourite')).toHaveTextContent('Log in to see your favourite games'));
    await waitFor(() => expect(screen.getByTestId('casino-list')).toHaveTextContent('Games will appear here soon'));
  });

  it('fills the hot tab with at most 13 game tiles and caches them under HOT_GAMES', async () => {
    const hot = Array.from({ length: 20 }, (_, i) => game(i + 1));
    const { calls } = renderShell(<HomePage />, { i18n, handlers: { ...handlers, hotGames: () => hot, popularGames: () => [], gameMenus: () => [] } });
    const panel = await screen.findByTestId('game-tab-panel-hot');
    await waitFor(() => expect(within(panel).getAllByTestId('game-tile')).toHaveLength(13));
    expect(within(panel).getAllByTestId('game-name')[0]).toHaveTextContent('Lucky Spin 1');
    expect(calls).toContainEqual({ id: 'hotGames', request: { merchantCode: 'FORTUNA', isPlatform: 2, platform: 'html5-desktop', language: 'EN' } });
    expect(JSON.parse(sessionStorage.getItem('HOT_GAMES') ?? '{}')).toMatchObject({ language: 'EN', value: hot });
  });

  it('shows hot games cached under HOT_GAMES without asking the gateway again', async () => {
    sessionStorage.setItem('HOT_GAMES', JSON.stringify({ language: 'EN', value: [game(42, { displayName: 'Cached Dragon' })] }));
    const { calls } = renderShell(<HomePage />, { i18n, handlers: { ...handlers, hotGames: () => [game(1)], popularGames: () => [], gameMenus: () => [] } });
    const panel = await screen.findByTestId('game-tab-panel-hot');
    await waitFor(() => expect(within(panel).getByTestId('game-name')).toHaveTextContent('Cached Dragon'));
    expect(calls.some((call) => call.id === 'hotGames')).toBe(false);
  });

  it('recommends the popular games flagged top', async () => {
    const popular = Array.from({ length: 50 }, (_, i) => game(i + 1, { isTop: i % 10 === 0 }));
    const { calls } = renderShell(<HomePage />, { i18n, handlers: { ...handlers, hotGames: () => [], popularGames: () => popular, gameMenus: () => [] } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Recommended' }));
    const panel = await screen.findByTestId('game-tab-panel-recommended');
    await waitFor(() => expect(within(panel).getAllByTestId('game-tile')).toHaveLength(5));
    expect(within(panel).getAllByTestId('game-tile').map((tile) => tile.getAttribute('data-node-id'))).toEqual(['1', '11', '21', '31', '41']);
    expect(calls).toContainEqual({ id: 'popularGames', request: { language: 'EN' } });
  });

  it('lists the casino vendors of each category from the game menus', async () => {
    const menus = [category('RNG', vendor('SPINX', 'RNG', 'Spinx')), category('LIVE', vendor('GRANDLIVE', 'LIVE', 'Grand Live')), category('FISH')];
    renderShell(<HomePage />, { i18n, handlers: { ...handlers, hotGames: () => [], popularGames: () => [], gameMenus: () => menus } });
    const casino = await screen.findByTestId('casino-list');
    await waitFor(() => expect(within(casino).getByTestId('vendor-SPINX')).toHaveAttribute('href', '/gameListCenter/spinx/rng'));
    expect(within(casino).getByTestId('casino-live')).toHaveTextContent('Grand Live');
    expect(within(casino).queryByTestId('casino-fish')).toBeNull();
  });
});
