export { GameListCentre, type GameListCentreProps } from './components/game-list-centre';
export {
  GameTiles,
  type GameTileScope,
  type GameTilesProps,
} from './components/game-tile-scope';
export type { LaunchGuard } from './hooks/use-game-launcher';
