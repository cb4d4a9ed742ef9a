import {
  GAME_CLASSIFICATIONS,
  type Game,
  type GameClassification,
} from '@platform/shared/api-contract';
import {
  useGameList,
  useHotGames,
  useRecentGames,
  useSignedIn,
  type GameCategoryName,
  type GameFilter,
  type useFavourites,
} from '@platform/games/data-access';
import { pickGames } from '../utils/pick-games';

export interface CategoryGamesInput {
  category: GameCategoryName | 'HOT';
  /** The category's vendor codes (upper case); null for the hot list. */
  vendors: ReadonlySet<string> | null;
  vassalage: string | undefined;
  filter: GameFilter;
  gameName: string;
  favourites: ReturnType<typeof useFavourites>;
}

export interface CategoryGames {
  games: readonly Game[];
  total: number;
  isPending: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

const isClassification = (filter: GameFilter): filter is GameClassification =>
  (GAME_CLASSIFICATIONS as readonly string[]).includes(filter);

/**
 * Where each filter's games come from: a member's ALL and classification lists page from the game
 * list call (16 or 50 a page); favourites and recent from their own lists; NEW, the hot list and a
 * guest's browsing from the hot games, which need no session. Lists the server does not narrow are
 * narrowed here to the category, vendor, classification and name.
 */
export function useCategoryGames({
  category,
  vendors,
  vassalage,
  filter,
  gameName,
  favourites,
}: CategoryGamesInput): CategoryGames {
  const signedIn = useSignedIn();
  const gameClassify = isClassification(filter) ? filter : undefined;
  const name = gameName.trim();
  const fromServer =
    signedIn && category !== 'HOT' && (filter === 'ALL' || gameClassify !== undefined);
  const list = useGameList(
    {
      ...(category === 'HOT' ? {} : { gameType: category }),
      vassalage,
      gameClassify,
      gameName: name || undefined,
    },
    { enabled: fromServer },
  );
  const hot = useHotGames(vassalage);
  const recent = useRecentGames();
  const pick = { vendors, vassalage, gameClassify, gameName: name };

  if (fromServer) {
    const games = list.data?.pages.flatMap((page) => page.content) ?? [];
    return {
      games,
      total: list.data?.pages[0]?.totalElements ?? 0,
      isPending: list.isPending,
      hasMore: list.hasNextPage,
      isLoadingMore: list.isFetchingNextPage,
      loadMore: () => void list.fetchNextPage(),
    };
  }
  if (filter === 'FAV' || filter === 'RECENT') {
    const query = filter === 'FAV' ? favourites.query : recent;
    const all =
      filter === 'FAV'
        ? favourites.list
        : (recent.data?.pages.flatMap((page) => page.content) ?? []);
    const games = pickGames(all, pick);
    return {
      games,
      total: games.length,
      isPending: signedIn && query.isPending,
      hasMore: query.hasNextPage,
      isLoadingMore: query.isFetchingNextPage,
      loadMore: () => void query.fetchNextPage(),
    };
  }
  const games = pickGames(hot.data ?? [], { ...pick, gamesOnly: filter === 'NEW' });
  return {
    games,
    total: games.length,
    isPending: hot.isPending,
    hasMore: false,
    isLoadingMore: false,
    loadMore: () => undefined,
  };
}
