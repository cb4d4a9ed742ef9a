import { describe, expect, it } from 'vitest';
import type { GameCategory, Vendor } from '@platform/shared/api-contract';
import { ANNOUNCEMENT_PAGER, pagerItems } from '@platform/shared/ui-kit';
import { PATH_GAME_TYPE, gameTypeForPath } from './path-game-type';
import {
  NAV_ORDER,
  buildHeaderMenu,
  buildSideMenu,
  cockfightVendor,
  gameListCenterPath,
  lotteryRoute,
  lotteryRouteForVassalage,
  vendorPath,
} from './navigation';
import { layoutFor } from './layout';
import { bannerAction } from './banner-linkage';
import { WINNERS_PER_SIDE, splitWinnerBoard } from './winner-board';
import { GAME_TAB_MAX, RECOMMENDED_FETCH_SIZE, capGameTab, recommendedGames } from './game-tabs';
import { formatStartDate, pageCount, pageOf } from './announcement-rules';
import { PUBLIC_MODAL_CLOSED_KEY, isPublicModalClosed, markPublicModalClosed, reopenPublicModal } from './public-modal-session';
import { toggleNotice } from './notice-accordion';
import { buildUserMenu } from './user-menu';
import { isMobileDevice } from './is-mobile';

const vendor = (vassalage: string, gameType: Vendor['gameType']): Vendor => ({
  vassalage,
  gameType,
  displayName: vassalage,
  iconUrl: '',
  maintenance: false,
});
const category = (gameCategory: GameCategory['gameCategory'], ...vendors: Vendor[]): GameCategory => ({
  gameCategory,
  vendors,
});

const allCategories: GameCategory[] = [
  category('INHOUSE', vendor('PGE', 'RNG')),
  category('LOTT', vendor('TCG_SEA', 'LOTT')),
  category('LIVE', vendor('EVO', 'LIVE')),
  category('SPORTS', vendor('SBO', 'SPORTS')),
  category('FISH', vendor('JDB', 'FISH')),
  category('RNG', vendor('PG', 'RNG')),
  category('PVP', vendor('KY', 'PVP')),
  category('ESPORTS', vendor('IMES', 'ESPORTS')),
  category('COCKFIGHT', vendor('DS88', 'COCKFIGHT'), vendor('DIG', 'COCKFIGHT')),
];

describe('PATH_GAME_TYPE (spec §2)', () => {
  it('maps each path to its game type exactly as the spec, /inHouse to RNG', () => {
    expect(PATH_GAME_TYPE).toEqual({
      '/sports': 'SPORTS',
      '/esports': 'ESPORTS',
      '/live': 'LIVE',
      '/lott': 'LOTT',
      '/elott': 'ELOTT',
      '/fish': 'FISH',
      '/pvp': 'PVP',
      '/rng': 'RNG',
      '/cockfight': 'COCKFIGHT',
      '/inHouse': 'RNG',
    });
    expect(gameTypeForPath('/inHouse')).toBe('RNG');
    expect(gameTypeForPath('/nowhere')).toBeUndefined();
  });
});

describe('header navigation (spec §2 "Navigation")', () => {
  it('keeps the spec order: home, hot, in-house, lottery, live, sports, fishing, slots, poker, esports, promotions, app download, cockfight', () => {
    expect(NAV_ORDER).toEqual([
      'home', 'hot', 'inHouse', 'lottery', 'live', 'sports', 'fish', 'rng', 'pvp', 'esports', 'promotions', 'down', 'cockfight',
    ]);
  });

  it('starts the menu with hot and ends it with promotions', () => {
    const keys = buildHeaderMenu(allCategories).map((item) => item.key);
    expect(keys[0]).toBe('hot');
    expect(keys.at(-1)).toBe('promotions');
    expect(keys).toEqual(['hot', 'inHouse', 'lottery', 'live', 'sports', 'fish', 'rng', 'pvp', 'esports', 'cockfight', 'promotions']);
  });

  it('lists only categories that have vendors', () => {
    const keys = buildHeaderMenu([category('LIVE', vendor('EVO', 'LIVE')), category('FISH')]).map((i) => i.key);
    expect(keys).toEqual(['hot', 'live', 'promotions']);
  });

  it('follows a brand order and still starts with hot and ends with promotions', () => {
    const lucky = ['home', 'lottery', 'hot', 'rng', 'fish', 'live', 'sports', 'inHouse', 'pvp', 'esports', 'cockfight', 'promotions', 'down'] as const;
    const keys = buildHeaderMenu(allCategories, lucky).map((item) => item.key);
    expect(keys).toEqual(['hot', 'lottery', 'rng', 'fish', 'live', 'sports', 'inHouse', 'pvp', 'esports', 'cockfight', 'promotions']);
  });

  it('keeps home and app download in the side menu, hiding categories without vendors', () => {
    const keys = buildSideMenu([category('RNG', vendor('PG', 'RNG'))]).map((item) => item.key);
    expect(keys).toEqual(['home', 'hot', 'rng', 'promotions', 'down']);
  });

  it('gives each category its vendors for the drop menu', () => {
    const cockfight = buildHeaderMenu(allCategories).find((item) => item.key === 'cockfight');
    expect(cockfight?.vendors.map((v) => v.vassalage)).toEqual(['DS88', 'DIG']);
  });
});

describe('lottery click (spec §2)', () => {
  it('goes to /vnLottery for TCG_LOTTO_VN, /seaLottery for TCG_SEA and /lottery for LOTT and ELOTT vendors', () => {
    expect(lotteryRouteForVassalage('TCG_LOTTO_VN')).toBe('/vnLottery');
    expect(lotteryRouteForVassalage('TCG_SEA')).toBe('/seaLottery');
    expect(lotteryRouteForVassalage('LOTT')).toBe('/lottery');
    expect(lotteryRouteForVassalage('ELOTT')).toBe('/lottery');
  });

  it('decides by the first vendor of the lottery categories', () => {
    expect(lotteryRoute([vendor('TCG_LOTTO_VN', 'LOTT'), vendor('TCG_SEA', 'LOTT')])).toBe('/vnLottery');
    const menu = buildHeaderMenu([category('LOTT'), category('ELOTT', vendor('ELOTT', 'ELOTT'))]);
    expect(menu.find((item) => item.key === 'lottery')?.to).toBe('/lottery');
  });

  it('sends a lottery vendor in a drop menu to its lottery page and any other vendor to its game list', () => {
    expect(vendorPath(vendor('TCG_SEA', 'LOTT'))).toBe('/seaLottery');
    expect(vendorPath(vendor('PG', 'RNG'))).toBe('/gameListCenter/pg/rng');
  });
});

describe('cockfight click (spec §2)', () => {
  it('launches its first vendor; the link itself is the cockfight game centre', () => {
    expect(cockfightVendor([vendor('DS88', 'COCKFIGHT'), vendor('DIG', 'COCKFIGHT')])?.vassalage).toBe('DS88');
    // Vendor feeds file cockfight vendors under SPORTS; the click still launches cockfight.
    expect(cockfightVendor([vendor('DS88', 'SPORTS')])?.vassalage).toBe('DS88');
    expect(cockfightVendor([])).toBeUndefined();
    expect(buildHeaderMenu(allCategories).find((item) => item.key === 'cockfight')?.to).toBe('/cockfight');
  });

  it('lowercases vassalage and game type in the gameListCenter route', () => {
    expect(gameListCenterPath({ vassalage: 'TCG_SEA', gameType: 'LOTT' })).toBe('/gameListCenter/tcg_sea/lott');
  });
});

describe('shell layouts by route (spec §2 table)', () => {
  it('gives home a header, footer and side menu', () => {
    for (const path of ['/', '/index', '/index.html', '/home', '/login', '/register', '/help']) {
      expect(layoutFor(path)).toEqual({ footer: true, sideMenu: true });
    }
  });

  it('gives /lottery, /seamless and /description the header only', () => {
    for (const path of ['/lottery', '/seamless', '/description']) expect(layoutFor(path)).toEqual({ footer: false, sideMenu: false });
  });

  it('gives /seaLottery and /vnLottery the side menu', () => {
    expect(layoutFor('/seaLottery')).toEqual({ footer: false, sideMenu: true });
    expect(layoutFor('/vnLottery')).toEqual({ footer: false, sideMenu: true });
  });

  it('gives the game centres a header and footer', () => {
    expect(layoutFor('/sports')).toEqual({ footer: true, sideMenu: false });
  });
});

describe('banner linkage (spec §2 "Banner carousel")', () => {
  it('does nothing when linkageType is not set', () => {
    expect(bannerAction({ linkageType: null, linkageTarget: 'https://a.example' })).toEqual({ kind: 'none' });
  });

  it('opens an http(s) url in a new tab, and refuses any other scheme', () => {
    expect(bannerAction({ linkageType: 'url', linkageTarget: 'https://a.example/x' })).toEqual({ kind: 'url', href: 'https://a.example/x' });
    expect(bannerAction({ linkageType: 'url', linkageTarget: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
  });

  it('navigates to an app route, never off-site', () => {
    expect(bannerAction({ linkageType: 'route', linkageTarget: '/sports' })).toEqual({ kind: 'route', to: '/sports' });
    expect(bannerAction({ linkageType: 'route', linkageTarget: '//evil.example' })).toEqual({ kind: 'none' });
  });

  it('opens a promotion at /promotions#id', () => {
    expect(bannerAction({ linkageType: 'promotion', linkageTarget: '12' })).toEqual({ kind: 'route', to: '/promotions#12' });
  });
});

describe('home page constants (spec §2, §9)', () => {
  it('shows the first 10 winners on the left and the last 10 on the right', () => {
    const board = Array.from({ length: 20 }, (_, i) => i);
    expect(WINNERS_PER_SIDE).toBe(10);
    expect(splitWinnerBoard(board)).toEqual({ left: board.slice(0, 10), right: board.slice(10, 20) });
  });

  it('caps each game tab at 13 items', () => {
    expect(GAME_TAB_MAX).toBe(13);
    expect(capGameTab(Array.from({ length: 20 }, (_, i) => i))).toHaveLength(13);
  });

  it('keeps the top-flagged of 50 recommended games, at most 13', () => {
    expect(RECOMMENDED_FETCH_SIZE).toBe(50);
    const games = Array.from({ length: 50 }, (_, i) => ({ id: i, isTop: i % 2 === 0 }));
    const kept = recommendedGames(games);
    expect(kept).toHaveLength(13);
    expect(kept.every((g) => g.isTop)).toBe(true);
  });
});

describe('announcement popup rules (spec §2, §4, §9)', () => {
  it('pages the announcement list 8 per page with a pager range of 2 and no margin pages', () => {
    expect(ANNOUNCEMENT_PAGER).toEqual({ perPage: 8, pageRange: 2, marginPages: 0 });
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(pageCount(items.length)).toBe(3);
    expect(pageOf(items, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(pageOf(items, 3)).toEqual([16, 17, 18, 19]);
    const pages = pagerItems(1, 3, ANNOUNCEMENT_PAGER.pageRange, ANNOUNCEMENT_PAGER.marginPages);
    expect(pages.filter((p) => p.type === 'page').map((p) => (p.type === 'page' ? p.page : 0))).toEqual([1, 2]);
  });

  it('is not shown again once the session marks it closed', () => {
    expect(isPublicModalClosed(sessionStorage)).toBe(false);
    markPublicModalClosed(sessionStorage);
    expect(sessionStorage.getItem(PUBLIC_MODAL_CLOSED_KEY)).toBe('1');
    expect(isPublicModalClosed(sessionStorage)).toBe(true);
    reopenPublicModal(sessionStorage);
    expect(isPublicModalClosed(sessionStorage)).toBe(false);
  });

  it('collapses the open notice when it is clicked again, and opens another one', () => {
    expect(toggleNotice(2, 2)).toBeNull();
    expect(toggleNotice(2, 3)).toBe(3);
    expect(toggleNotice(null, 0)).toBe(0);
  });

  it('formats the start date as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatStartDate('2026-03-04 05:06:07')).toBe('2026-03-04 05:06:07');
    expect(formatStartDate('2026-03-04T05:06')).toBe('2026-03-04 05:06:00');
    const iso = new Date(2026, 2, 4, 5, 6, 7).toISOString();
    expect(formatStartDate(iso)).toBe('2026-03-04 05:06:07');
    expect(formatStartDate('soon')).toBe('soon');
  });
});

describe('header user menu (spec §2)', () => {
  it('lists my account, withdraw, account record, betting record and sign out', () => {
    expect(buildUserMenu(false).map((e) => e.key)).toEqual(['myAccount', 'withdraw', 'accountRecord', 'bettingRecord', 'signOut']);
  });

  it('adds the agent centre for agents only', () => {
    expect(buildUserMenu(true).map((e) => e.key)).toEqual([
      'myAccount', 'withdraw', 'accountRecord', 'bettingRecord', 'agentCentre', 'signOut',
    ]);
  });
});

describe('mobile detection (spec §9)', () => {
  it('counts a mobile user agent as mobile', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect(isMobileDevice({ userAgent: iphone, canReportOrientation: false })).toBe(true);
  });

  it('counts a device that can report orientation as mobile', () => {
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', canReportOrientation: true })).toBe(true);
  });

  it('counts a desktop browser without orientation as not mobile', () => {
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', canReportOrientation: false })).toBe(false);
  });
});
