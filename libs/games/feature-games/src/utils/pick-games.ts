import type { Game, GameClassification } from '@platform/shared/api-contract';

export interface GamePick {
  /** The category's vendor codes; null keeps every vendor (the hot list). */
  vendors: ReadonlySet<string> | null;
  vassalage?: string;
  gameClassify?: GameClassification;
  /** A case-insensitive part of the display name. */
  gameName?: string;
  gamesOnly?: boolean;
}

/** The client-side filter for lists the server does not filter (hot, favourites, recent). */
export function pickGames(games: readonly Game[], pick: GamePick): Game[] {
  const name = pick.gameName?.trim().toLowerCase();
  const vendor = pick.vassalage?.toUpperCase();
  return games.filter(
    (game) =>
      (!pick.vendors || pick.vendors.has(game.vassalage.toUpperCase())) &&
      (!vendor || game.vassalage.toUpperCase() === vendor) &&
      (!pick.gameClassify || game.gameClassify === pick.gameClassify) &&
      (!name || game.displayName.toLowerCase().includes(name)) &&
      (!pick.gamesOnly || game.isGame === 'GAME'),
  );
}
