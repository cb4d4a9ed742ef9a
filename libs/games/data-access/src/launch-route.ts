import { IN_HOUSE_GAMES, type Game } from '@platform/shared/api-contract';

export type LaunchRoute =
  | { kind: 'route'; to: string }
  /** An in-house (PGE) game, played in the site's own game popup. */
  | { kind: 'in-house' }
  /** Any other vendor: the signed launch URL opens in the game popup window. */
  | { kind: 'window' };

/**
 * Spec §2 "Game launch": TCG_LOTTO_VN goes to /vnLottery?gameCode, TCG_SEA to /seaLottery?gameCode,
 * LOTT and ELOTT to /lottery?gameCode; any other vendor opens the game popup or window.
 */
export function launchRoute(game: Pick<Game, 'vassalage' | 'gameType' | 'gameCode'>): LaunchRoute {
  const query = `?gameCode=${encodeURIComponent(game.gameCode)}`;
  if (game.vassalage === 'TCG_LOTTO_VN') return { kind: 'route', to: `/vnLottery${query}` };
  if (game.vassalage === 'TCG_SEA') return { kind: 'route', to: `/seaLottery${query}` };
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT')
    return { kind: 'route', to: `/lottery${query}` };
  if ((IN_HOUSE_GAMES as readonly string[]).includes(game.gameCode)) return { kind: 'in-house' };
  return { kind: 'window' };
}
