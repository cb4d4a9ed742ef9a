import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient } from '@platform/shared/testing';
import { emptyPage, game, page, signedInStore, testBrand, vendor } from '../testing/fixtures';
import { renderGames } from '../testing/render-games';
import { GameListCentre } from './game-list-centre';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

const rngGames = (pageNo: number) =>
  Array.from({ length: 16 }, (_, i) => game((pageNo - 1) * 16 + i + 1));

function memberHandlers(extra: Record<string, (request: unknown) => unknown> = {}) {
  return {
    vassGameType: () => ({
      gameType: 'RNG',
      vendors: [vendor('SPINX'), vendor('OCEAN')],
      gameClassify: [
        { key: 'SC', displayName: 'Scratch', vendors: ['SPINX'] },
        { key: 'VP', displayName: 'Video poker', vendors: ['SPINX', 'OCEAN'] },
        { key: 'JP', displayName: 'Jackpot', vendors: ['OCEAN'] },
      ],
    }),
    gameList: (r: unknown) => {
      const pageNo = Number((r as { pageNo: number }).pageNo);
      return page(rngGames(pageNo), pageNo, 3, 40);
    },
    hotGames: () => [],
    favouriteList: () => emptyPage,
    recentGames: () => emptyPage,
    ...extra,
  };
}

describe('GameListCentre (spec §2 game-list centre, filters, §4, §9)', () => {
  it('pages the RNG list 16 at a time with load-more', async () => {
    const { client, calls } = fakeClient(memberHandlers());
    renderGames(<GameListCentre category="RNG" vendors={[]} launchGuard={() => true} />, {
      client,
      i18n,
      store: signedInStore(),
    });
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(16));
    expect(calls.find((c) => c.id === 'gameList')?.request).toMatchObject({
      clientType: 3,
      pageNo: 1,
      pageSize: 16,
      gameType: 'RNG',
    });
    expect(screen.getByTestId('game-count')).toHaveTextContent('Showing 16 of 40 games');
    fireEvent.click(screen.getByTestId('game-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(32));
    expect(calls.filter((c) => c.id === 'gameList').at(-1)?.request).toMatchObject({
      pageNo: 2,
      pageSize: 16,
    });
  });

  it("offers all, favourites, recent, new and the category's classifications minus the brand's ignore list", async () => {
    const { client } = fakeClient(memberHandlers());
    renderGames(<GameListCentre category="RNG" vendors={[]} launchGuard={() => true} />, {
      client,
      i18n,
      store: signedInStore(),
      brand: testBrand({ filterIgnore: ['VP'] }),
    });
    await screen.findByTestId('game-filter-SC');
    const filters = within(screen.getByTestId('game-filters'))
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-testid'));
    expect(filters).toEqual([
      'game-filter-ALL',
      'game-filter-FAV',
      'game-filter-RECENT',
      'game-filter-NEW',
      'game-filter-SC',
      'game-filter-JP',
    ]);
  });

  it('a classification filter asks the server for that classification', async () => {
    const { client, calls } = fakeClient(memberHandlers());
    renderGames(<GameListCentre category="RNG" vendors={[]} launchGuard={() => true} />, {
      client,
      i18n,
      store: signedInStore(),
    });
    fireEvent.click(await screen.findByTestId('game-filter-JP'));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.id === 'gameList' && (c.request as { gameClassify?: string }).gameClassify === 'JP',
        ),
      ).toBe(true),
    );
  });

  it('switching vendor resets the filter slider to the start (spec §4)', async () => {
    const { client, calls } = fakeClient(memberHandlers());
    renderGames(<GameListCentre category="RNG" vendors={[]} launchGuard={() => true} />, {
      client,
      i18n,
      store: signedInStore(),
    });
    fireEvent.click(await screen.findByTestId('game-filter-VP'));
    expect(screen.getByTestId('game-filter-VP')).toHaveAttribute('aria-pressed', 'true');
    const slider = screen.getByTestId('game-filters');
    slider.scrollLeft = 120;
    fireEvent.click(screen.getByTestId('vendor-OCEAN'));
    expect(screen.getByTestId('game-filter-ALL')).toHaveAttribute('aria-pressed', 'true');
    expect(slider.scrollLeft).toBe(0);
    // OCEAN has no scratch cards: its classifications only.
    expect(screen.queryByTestId('game-filter-SC')).toBeNull();
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.id === 'gameList' && (c.request as { vassalage?: string }).vassalage === 'OCEAN',
        ),
      ).toBe(true),
    );
  });

  it('searches by name on the server once typing pauses', async () => {
    const { client, calls } = fakeClient(memberHandlers());
    renderGames(<GameListCentre category="RNG" vendors={[]} launchGuard={() => true} />, {
      client,
      i18n,
      store: signedInStore(),
    });
    fireEvent.change(await screen.findByTestId('game-search'), { target: { value: 'dragon' } });
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.id === 'gameList' && (c.request as { gameName?: string }).gameName === 'dragon',
        ),
      ).toBe(true),
    );
  });

  it('a guest browses the hot games; Play Now and the favourites filter go to the launch guard', async () => {
    const guard = vi.fn(() => false);
    const { client, calls } = fakeClient({
      hotGames: () => [game(1), game(2, { vassalage: 'OTHER' })],
    });
    renderGames(<GameListCentre category="RNG" vendors={[vendor('SPINX')]} launchGuard={guard} />, {
      client,
      i18n,
    });
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('game-play'));
    expect(guard).toHaveBeenCalledWith({ playMoney: false });
    fireEvent.click(screen.getByTestId('game-filter-FAV'));
    expect(guard).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('game-filter-ALL')).toHaveAttribute('aria-pressed', 'true');
    expect(calls.some((c) => c.id === 'gameList' || c.id === 'startGameV2')).toBe(false);
  });

  it('plays an in-house dice round and shows the result and the balance after', async () => {
    const dice = game(100002, { vassalage: 'PGE', gameCode: 'PGE_DICE', displayName: 'Dice' });
    const { client, calls } = fakeClient(
      memberHandlers({
        vassGameType: () => ({ gameType: 'INHOUSE', vendors: [vendor('PGE')], gameClassify: [] }),
        gameList: () => page([dice]),
        startGameV2: () => ({
          url: 'https://play.example/x',
          expiresAt: '2026-01-01T00:00:00Z',
          nodeId: 100002,
        }),
        // The seed hash is shown before play; the round cannot be played without it.
        gameSeed: () => ({ serverSeedHash: 'ab'.repeat(32), clientSeed: 'c', nonce: 0, createdAt: '2026-01-01T00:00:00Z' }),
        gameRecall: () => ({ games: [] }),
        playRound: (r) => ({
          roundId: (r as { roundId: string }).roundId,
          gameCode: 'PGE_DICE',
          bet: 250,
          win: 500,
          outcome: [5, 6],
          balance: 10_250,
          realm: 'real',
          createdAt: '2026-01-01T00:00:00Z',
        }),
      }),
    );
    renderGames(<GameListCentre category="INHOUSE" vendors={[]} launchGuard={() => true} />, {
      client,
      i18n,
      store: signedInStore(),
    });
    fireEvent.click(await screen.findByTestId('game-play'));
    const popup = await screen.findByTestId('inHouseGame');
    // The game inside the popup is a lazy chunk.
    fireEvent.change(await within(popup).findByTestId('round-bet'), { target: { value: '2.50' } });
    fireEvent.change(within(popup).getByTestId('round-pick'), { target: { value: 'HIGH' } });
    await waitFor(() => expect(within(popup).getByTestId('round-play')).toBeEnabled());
    fireEvent.click(within(popup).getByTestId('round-play'));
    expect(await within(popup).findByTestId('round-balance')).toHaveTextContent('102.50');
    expect(within(popup).getByTestId('round-win')).toHaveTextContent('You won 5.00');
    expect(calls.find((c) => c.id === 'startGameV2')?.request).toMatchObject({
      vassalage: 'PGE',
      gameCode: 'PGE_DICE',
    });
    expect(calls.find((c) => c.id === 'playRound')?.request).toMatchObject({
      gameCode: 'PGE_DICE',
      bet: 250,
      pick: 'HIGH',
    });
  });
});
