export { gamesKeys } from './games-keys';
export {
  GAME_LIST_PAGE_SIZE,
  RNG_PAGE_SIZE,
  pageSizeFor,
  type GameCategoryName,
  type GameListQuery,
} from './game-list-query';
export { LOGIN_FILTERS, filterNeedsLogin, gameFilters, type GameFilter } from './filters';
export {
  FAVOURITE_THROTTLE_MS,
  addFavourite,
  createThrottle,
  removeFavourite,
  toFavouriteId,
  type FavouriteState,
} from './favourite-ids';
export { launchRoute, type LaunchRoute } from './launch-route';
export { useSignedIn } from './signed-in';
export type { GamePages } from './game-pages';
export { fetchGameList, gameListQueryOptions, useGameList } from './game-list';
export { fetchHotGames, hotGamesQueryOptions, useHotGames } from './hot-games';
export { fetchVassGameType, useVassGameType, vassGameTypeQueryOptions } from './vass-game-type';
export { favouriteListQueryOptions, fetchFavouriteList, useFavouriteList } from './favourite-list';
export { fetchRecentGames, recentGamesQueryOptions, useRecentGames } from './recent-games';
export { useFavourites, type FavouriteToggle } from './favourites';
export { useStartGame } from './start-game';
export { usePlayRound, type PlayRoundInput } from './play-round';
export {
  fetchGameRecall,
  fetchRoundVerification,
  fetchSeedPair,
  gameRecallQueryOptions,
  roundVerificationQueryOptions,
  seedPairQueryOptions,
  useGameRecall,
  useRotateSeed,
  useRoundVerification,
  useSeedPair,
} from './provably-fair';
