import type { GameClassification } from '@platform/shared/api-contract';
import type { GameCategoryName } from './game-list-query';

/** Spec §3 "Game-selection filter kinds" used by the category filters, plus the classifications. */
export type GameFilter = 'ALL' | 'FAV' | 'RECENT' | 'NEW' | GameClassification;

/** Favourites and recent need a session (spec §2 "Game category filters"). */
export const LOGIN_FILTERS: readonly GameFilter[] = ['FAV', 'RECENT'];

/**
 * Spec §2 "Game category filters": all, favourites, recent, new (RNG only), then the category's
 * classifications in the order served, minus the brand's `menu.filterIgnore` list.
 */
export function gameFilters(input: {
  /** HOT is the hot-games list, which has no classifications of its own. */
  gameType: GameCategoryName | 'HOT';
  classifications: readonly GameClassification[];
  ignore: readonly string[];
}): GameFilter[] {
  const ignored = new Set(input.ignore.map((key) => key.toUpperCase()));
  const base: GameFilter[] = [
    'ALL',
    'FAV',
    'RECENT',
    ...(input.gameType === 'RNG' ? (['NEW'] as const) : []),
  ];
  const classes = input.classifications.filter((key, index, all) => all.indexOf(key) === index);
  return [...base, ...classes].filter((key) => !ignored.has(key));
}

export function filterNeedsLogin(filter: GameFilter): boolean {
  return LOGIN_FILTERS.includes(filter);
}
