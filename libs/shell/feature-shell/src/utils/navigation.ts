import type { GameCategory, Vendor } from '@platform/shared/api-contract';
import { NAV_KEYS, type NavKey } from '@platform/shared/brand';

/** Spec §2 "Header navigation", in the spec's order (the same keys a brand's menu order uses). */
export const NAV_ORDER = NAV_KEYS;
export type { NavKey };

/** Where each item goes before vendors are known (lottery's default is /seaLottery, per the spec). */
export const NAV_PATHS: Record<NavKey, string> = {
  home: '/',
  hot: '/hot',
  inHouse: '/inHouse',
  lottery: '/seaLottery',
  live: '/live',
  sports: '/sports',
  fish: '/fish',
  rng: '/rng',
  pvp: '/pvp',
  esports: '/esports',
  promotions: '/promotions',
  down: '/down',
  cockfight: '/cockfight',
};

type CategoryName = GameCategory['gameCategory'];

/** The game categories behind each item. Items without one (home, hot, promotions, down) always show. */
export const NAV_CATEGORIES: Partial<Record<NavKey, readonly CategoryName[]>> = {
  inHouse: ['INHOUSE'],
  lottery: ['LOTT', 'ELOTT'],
  live: ['LIVE'],
  sports: ['SPORTS'],
  fish: ['FISH'],
  rng: ['RNG'],
  pvp: ['PVP'],
  esports: ['ESPORTS'],
  cockfight: ['COCKFIGHT'],
};

export interface NavItem {
  key: NavKey;
  /** Where a click goes (lottery and cockfight depend on their first vendor). */
  to: string;
  /** The vendors for the item's drop menu; empty for items without a category. */
  vendors: Vendor[];
}

/** The vendors of an item's categories, in the order served. */
export function navVendors(key: NavKey, categories: readonly GameCategory[]): Vendor[] {
  const names = NAV_CATEGORIES[key];
  if (!names) return [];
  return names.flatMap((name) => categories.find((c) => c.gameCategory === name)?.vendors ?? []);
}

/**
 * Spec §2 "A lottery click goes to /vnLottery, /seaLottery or /lottery depending on the
 * first vendor's vassalage": the regional VN lotto, the regional SEA lottery, or LOTT/ELOTT.
 */
export function lotteryRouteForVassalage(vassalage: string): '/vnLottery' | '/seaLottery' | '/lottery' {
  if (vassalage === 'TCG_LOTTO_VN') return '/vnLottery';
  if (vassalage === 'TCG_SEA') return '/seaLottery';
  return '/lottery';
}

export function lotteryRoute(vendors: readonly Vendor[]): string {
  const first = vendors[0];
  return first ? lotteryRouteForVassalage(first.vassalage) : NAV_PATHS.lottery;
}

/** The named route gameListCenter: /gameListCenter/:vassalage/:gameType, both lowercased (spec §2). */
export function gameListCenterPath(vendor: Pick<Vendor, 'vassalage' | 'gameType'>): string {
  return `/gameListCenter/${encodeURIComponent(vendor.vassalage.toLowerCase())}/${vendor.gameType.toLowerCase()}`;
}

/** Where a vendor in a drop menu goes: a lottery vendor to its lottery page, any other to its game list. */
export function vendorPath(vendor: Vendor): string {
  const lottery = ['TCG_LOTTO_VN', 'TCG_SEA'].includes(vendor.vassalage) || ['LOTT', 'ELOTT'].includes(vendor.gameType);
  return lottery ? lotteryRouteForVassalage(vendor.vassalage) : gameListCenterPath(vendor);
}

/**
 * Spec §2 "A cockfight click launches the game directly with its first vendor": the vendor the
 * click launches (use-cockfight-launch.ts). The item's address stays the cockfight game centre,
 * which a new tab or a click without script still reaches.
 */
export function cockfightVendor(vendors: readonly Vendor[]): Vendor | undefined {
  return vendors[0];
}

function navItem(key: NavKey, categories: readonly GameCategory[]): NavItem {
  const vendors = navVendors(key, categories);
  const to = key === 'lottery' ? lotteryRoute(vendors) : NAV_PATHS[key];
  return { key, to, vendors };
}

/** Spec §2: the menu lists only categories that have vendors. */
function hasContent(key: NavKey, categories: readonly GameCategory[]): boolean {
  return NAV_CATEGORIES[key] === undefined || navVendors(key, categories).length > 0;
}

/**
 * The header menu (spec §2): it starts with hot, ends with promotions, and lists only
 * categories that have vendors. Home is the logo and app download lives in the side
 * menu, footer and right-side bar, so neither is in it. The rest follow the brand's
 * order (the spec's order by default).
 */
export function buildHeaderMenu(categories: readonly GameCategory[], order: readonly NavKey[] = NAV_ORDER): NavItem[] {
  const middle = order.filter((key) => !['home', 'hot', 'promotions', 'down'].includes(key));
  const keys = [
    ...(order.includes('hot') ? (['hot'] as const) : []),
    ...middle,
    ...(order.includes('promotions') ? (['promotions'] as const) : []),
  ];
  return keys.filter((key) => hasContent(key, categories)).map((key) => navItem(key, categories));
}

/** The side menu: every item in the brand's order, hiding categories without vendors. */
export function buildSideMenu(categories: readonly GameCategory[], order: readonly NavKey[] = NAV_ORDER): NavItem[] {
  return order.filter((key) => hasContent(key, categories)).map((key) => navItem(key, categories));
}
