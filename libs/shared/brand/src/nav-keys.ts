/** Spec §2 "Header navigation" items, in the spec's order; a brand's menu order uses these keys. */
export const NAV_KEYS = [
  'home',
  'hot',
  'inHouse',
  'lottery',
  'live',
  'sports',
  'fish',
  'rng',
  'pvp',
  'esports',
  'promotions',
  'down',
  'cockfight',
] as const;
export type NavKey = (typeof NAV_KEYS)[number];
