import type { GameCategory, Vendor } from '@platform/shared/api-contract';
import type { MerchantMenu, VendorRow } from '../../db/schema';

export type MenuCategory = GameCategory['gameCategory'];

/**
 * The order the categories are answered in: spec §2's header navigation (in-house, lottery, live,
 * sports, fishing, slots, poker, esports, cockfight), with e-lottery after lottery.
 */
export const CATEGORY_ORDER: readonly MenuCategory[] = [
  'INHOUSE',
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
];

/** Spec §9: vendor images follow one fixed path pattern by vassalage and game type. */
export function vendorIconUrl(vassalage: string, gameType: string): string {
  return `/images/vendors/${vassalage.toLowerCase()}/${gameType.toLowerCase()}.png`;
}

/**
 * Spec §4: COCKFIGHT and ESPORTS are split out of SPORTS, and INHOUSE out of RNG, by the
 * brand's vendor lists (brand.json menu.esportsVendors, cockfightVendors, inHouseVendors).
 */
export function categoryOf(vendor: Pick<VendorRow, 'vassalage' | 'gameType'>, menu: MerchantMenu): MenuCategory {
  const code = vendor.vassalage.toUpperCase();
  const listed = (list: readonly string[]) => list.some((entry) => entry.toUpperCase() === code);
  if (vendor.gameType === 'SPORTS') {
    if (listed(menu.esportsVendors)) return 'ESPORTS';
    if (listed(menu.cockfightVendors)) return 'COCKFIGHT';
  }
  if (vendor.gameType === 'RNG' && listed(menu.inHouseVendors)) return 'INHOUSE';
  return vendor.gameType;
}

export function toVendor(row: VendorRow): Vendor {
  return {
    vassalage: row.vassalage,
    gameType: row.gameType,
    displayName: row.displayName,
    iconUrl: vendorIconUrl(row.vassalage, row.gameType),
    maintenance: row.maintenance,
  };
}

/** The game menus: each category in CATEGORY_ORDER that has at least one vendor, its vendors in catalogue order. */
export function gameMenus(rows: readonly VendorRow[], menu: MerchantMenu): GameCategory[] {
  const byCategory = new Map<MenuCategory, Vendor[]>();
  for (const row of rows) {
    const category = categoryOf(row, menu);
    byCategory.set(category, [...(byCategory.get(category) ?? []), toVendor(row)]);
  }
  return CATEGORY_ORDER.flatMap((gameCategory) => {
    const vendors = byCategory.get(gameCategory);
    return vendors && vendors.length > 0 ? [{ gameCategory, vendors }] : [];
  });
}
