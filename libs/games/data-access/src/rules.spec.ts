import { describe, expect, it } from 'vitest';
import type { Game } from '@platform/shared/api-contract';
import { gameFilters, filterNeedsLogin } from './filters';
import { pageSizeFor } from './game-list-query';
import { addFavourite, createThrottle, removeFavourite, toFavouriteId } from './favourite-ids';
import { launchRoute } from './launch-route';

const game = (nodeId: number, overrides: Partial<Game> = {}): Game => ({
  nodeId,
  nodeName: 'Spinx',
  gameName: `game ${nodeId}`,
  vassalage: 'SPINX',
  gameType: 'RNG',
  gameCode: `G${nodeId}`,
  displayName: `Game ${nodeId}`,
  showIcon: true,
  iconUrl: `/images/games/SPINX/G${nodeId}.png`,
  isGame: 'GAME',
  isTop: false,
  gameClassify: null,
  ...overrides,
});

describe('game category filters (spec §2 "Game category filters")', () => {
  it('offers all, favourites, recent and new on RNG, then the classifications', () => {
    expect(gameFilters({ gameType: 'RNG', classifications: ['SC', 'JP'], ignore: [] })).toEqual([
      'ALL',
      'FAV',
      'RECENT',
      'NEW',
      'SC',
      'JP',
    ]);
  });

  it('offers new only in the RNG category', () => {
    expect(gameFilters({ gameType: 'PVP', classifications: ['TG'], ignore: [] })).toEqual([
      'ALL',
      'FAV',
      'RECENT',
      'TG',
    ]);
    expect(gameFilters({ gameType: 'INHOUSE', classifications: [], ignore: [] })).not.toContain(
      'NEW',
    );
  });

  it("drops the brand's ignore list (menu.filterIgnore), case-insensitively", () => {
    expect(
      gameFilters({ gameType: 'RNG', classifications: ['SC', 'VP', 'AC'], ignore: ['vp', 'NEW'] }),
    ).toEqual(['ALL', 'FAV', 'RECENT', 'SC', 'AC']);
  });

  it('requires login for favourites and recent only', () => {
    expect(filterNeedsLogin('FAV')).toBe(true);
    expect(filterNeedsLogin('RECENT')).toBe(true);
    expect(filterNeedsLogin('ALL')).toBe(false);
    expect(filterNeedsLogin('NEW')).toBe(false);
  });
});

describe('page sizes (spec §9)', () => {
  it('pages the RNG list at 16 and every other list at 50', () => {
    expect(pageSizeFor('RNG')).toBe(16);
    for (const type of ['FISH', 'PVP', 'LIVE', 'SPORTS', 'INHOUSE', 'COCKFIGHT'] as const)
      expect(pageSizeFor(type)).toBe(50);
  });
});

describe('favourites (spec §3, §4)', () => {
  it('keeps favourite ids as strings', () => {
    expect(toFavouriteId(100001)).toBe('100001');
    expect(addFavourite({ ids: [], list: [] }, game(7))?.ids).toEqual(['7']);
  });

  it('skips adding a game that is already a favourite', () => {
    const state = { ids: ['7'], list: [game(7)] };
    expect(addFavourite(state, game(7))).toBeNull();
  });

  it('removal drops the game from the ids and the list at once', () => {
    const state = { ids: ['7', '8'], list: [game(7), game(8)] };
    expect(removeFavourite(state, 7)).toEqual({ ids: ['8'], list: [game(8)] });
    expect(removeFavourite(state, '8').ids).toEqual(['7']);
  });

  it('throttles the toggle to one action per 1000 ms', () => {
    let now = 10_000;
    const allow = createThrottle(1000, () => now);
    expect(allow()).toBe(true);
    now += 999;
    expect(allow()).toBe(false);
    now += 1;
    expect(allow()).toBe(true);
  });
});

describe('launch routing (spec §2 "Game launch")', () => {
  it('sends TCG_LOTTO_VN to /vnLottery?gameCode', () => {
    expect(
      launchRoute(game(1, { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN1' })),
    ).toEqual({ kind: 'route', to: '/vnLottery?gameCode=VN1' });
  });

  it('sends TCG_SEA to /seaLottery?gameCode', () => {
    expect(
      launchRoute(game(1, { vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'SEA1' })),
    ).toEqual({ kind: 'route', to: '/seaLottery?gameCode=SEA1' });
  });

  it('sends LOTT and ELOTT vendors to /lottery?gameCode', () => {
    expect(launchRoute(game(1, { vassalage: 'GPI', gameType: 'LOTT', gameCode: 'L1' }))).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=L1',
    });
    expect(launchRoute(game(1, { vassalage: 'GPI', gameType: 'ELOTT', gameCode: 'E1' }))).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=E1',
    });
  });

  it('plays the in-house games on the site and opens any other vendor in the game window', () => {
    expect(launchRoute(game(1, { vassalage: 'PGE', gameCode: 'PGE_DICE' }))).toEqual({
      kind: 'in-house',
    });
    expect(launchRoute(game(1))).toEqual({ kind: 'window' });
  });
});
