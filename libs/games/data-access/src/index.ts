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
export {
  useFavouriteList,
  useGameList,
  useHotGames,
  useRecentGames,
  useSignedIn,
  useVassGameType,
  type GamePages,
} from './game-queries';
export { useFavourites, type FavouriteToggle } from './favourites';
export { usePlayRound, useStartGame, type PlayRoundInput } from './game-mutations';
export { useGameRecall, useRotateSeed, useRoundVerification, useSeedPair } from './fairness-queries';
