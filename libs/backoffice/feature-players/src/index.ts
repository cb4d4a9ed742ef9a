export { PlayersScreen } from './players-screen';
export { PlayerScreen } from './player-screen';
