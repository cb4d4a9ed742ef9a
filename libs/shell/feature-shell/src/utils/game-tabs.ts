/** Spec §2 / §9 "Home game tabs show at most 13 items". */
export const GAME_TAB_MAX = 13;
/** Spec §7 "Recommended fetches 50 games and keeps those flagged top". */
export const RECOMMENDED_FETCH_SIZE = 50;

export const HOME_GAME_TABS = ['hot', 'favourite', 'recommended'] as const;
export type HomeGameTab = (typeof HOME_GAME_TABS)[number];

export function capGameTab<T>(items: readonly T[]): T[] {
  return items.slice(0, GAME_TAB_MAX);
}

export function recommendedGames<T extends { isTop: boolean }>(games: readonly T[]): T[] {
  return capGameTab(games.filter((game) => game.isTop));
}
