import type { Game } from '@platform/shared/api-contract';

/** Spec §3: "The store keeps favourite game ids as strings." */
export function toFavouriteId(nodeId: number | string): string {
  return String(nodeId);
}

export interface FavouriteState {
  ids: readonly string[];
  list: readonly Game[];
}

/** Spec §4: adding a favourite is skipped if the game is already one; returns null when skipped. */
export function addFavourite(state: FavouriteState, game: Game): FavouriteState | null {
  const id = toFavouriteId(game.nodeId);
  if (state.ids.includes(id)) return null;
  return { ids: [id, ...state.ids], list: [game, ...state.list] };
}

/** Spec §4: removal drops the game from the ids and the list immediately (before the server answers). */
export function removeFavourite(state: FavouriteState, nodeId: number | string): FavouriteState {
  const id = toFavouriteId(nodeId);
  return {
    ids: state.ids.filter((x) => x !== id),
    list: state.list.filter((g) => toFavouriteId(g.nodeId) !== id),
  };
}

/** Spec §4: the favourite toggle is throttled to one action per 1 second. */
export const FAVOURITE_THROTTLE_MS = 1000;

/** A leading-edge throttle: the first call in each window runs, the rest are dropped. */
export function createThrottle(windowMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return function allow(): boolean {
    const at = now();
    if (at - last < windowMs) return false;
    last = at;
    return true;
  };
}
