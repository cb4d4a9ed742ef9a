import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addFavouriteCall,
  removeFavouriteCall,
  type Game,
  type GamePage,
} from '@platform/shared/api-contract';
import { useApiClient } from '@platform/shared/api-client';
import { gamesKeys } from './games-keys';
import { useFavouriteList } from './favourite-list';
import type { GamePages } from './game-pages';
import {
  FAVOURITE_THROTTLE_MS,
  addFavourite,
  createThrottle,
  removeFavourite,
  toFavouriteId,
  type FavouriteState,
} from './favourite-ids';

export type FavouriteToggle = 'added' | 'removed' | 'skipped' | 'throttled';

function stateOf(data: GamePages | undefined): FavouriteState {
  const list = data?.pages.flatMap((page) => page.content) ?? [];
  return { ids: list.map((game) => toFavouriteId(game.nodeId)), list };
}

/** Writes a changed favourite list back into the cached pages (the first page takes additions). */
function withList(data: GamePages | undefined, list: readonly Game[]): GamePages {
  if (!data) {
    const content = [...list];
    return {
      pageParams: [1],
      pages: [
        {
          content,
          pageNum: 1,
          pageSize: content.length,
          totalPages: 1,
          totalElements: content.length,
        },
      ],
    };
  }
  const keep = new Set(list.map((game) => game.nodeId));
  const known = new Set(data.pages.flatMap((page) => page.content.map((game) => game.nodeId)));
  const added = list.filter((game) => !known.has(game.nodeId));
  const pages: GamePage[] = data.pages.map((page, index) => {
    const content = page.content.filter((game) => keep.has(game.nodeId));
    return { ...page, content: index === 0 ? [...added, ...content] : content };
  });
  return { ...data, pages };
}

/**
 * The player's favourites (spec §4): ids kept as strings, adding an existing one skipped without a call,
 * removal dropping it from the ids and the list at once, and the toggle throttled to one action a second.
 */
export function useFavourites() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const list = useFavouriteList();
  const [allow] = useState(() => createThrottle(FAVOURITE_THROTTLE_MS));
  const state = stateOf(list.data);

  const refresh = () => queryClient.invalidateQueries({ queryKey: gamesKeys.favourites() });
  const add = useMutation({
    mutationFn: (game: Game) =>
      client.call(addFavouriteCall, {
        nodeId: toFavouriteId(game.nodeId),
        vendor: game.vassalage,
        gameType: game.gameType,
      }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (game: Game) =>
      client.call(removeFavouriteCall, { nodeId: toFavouriteId(game.nodeId) }),
    // Only a failure brings it back: the removal itself already showed.
    onError: refresh,
  });

  const setState = (next: FavouriteState) =>
    queryClient.setQueryData<GamePages>(gamesKeys.favourites(), (data) =>
      withList(data, next.list),
    );

  const current = () => stateOf(queryClient.getQueryData<GamePages>(gamesKeys.favourites()));

  /** Adds a favourite; skipped, with no call, when the game already is one. */
  const favourite = (game: Game): FavouriteToggle => {
    const next = addFavourite(current(), game);
    if (!next) return 'skipped';
    setState(next);
    add.mutate(game);
    return 'added';
  };

  const unfavourite = (game: Game): FavouriteToggle => {
    setState(removeFavourite(current(), game.nodeId));
    remove.mutate(game);
    return 'removed';
  };

  /** The tile's toggle: one action per second, further clicks in that second are dropped. */
  const toggle = (game: Game): FavouriteToggle => {
    if (!allow()) return 'throttled';
    return current().ids.includes(toFavouriteId(game.nodeId)) ? unfavourite(game) : favourite(game);
  };

  return {
    ids: state.ids,
    list: state.list,
    isFavourite: (nodeId: number | string) => state.ids.includes(toFavouriteId(nodeId)),
    toggle,
    favourite,
    unfavourite,
    query: list,
  };
}
