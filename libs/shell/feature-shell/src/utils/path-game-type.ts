import type { GameType } from '@platform/shared/api-contract';

/**
 * Spec §2 "Path to game-type mapping", exactly as written: /inHouse lists RNG games
 * (in-house vendors are split out of RNG by the brand's vendor list).
 */
export const PATH_GAME_TYPE = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/live': 'LIVE',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/fish': 'FISH',
  '/pvp': 'PVP',
  '/rng': 'RNG',
  '/cockfight': 'COCKFIGHT',
  '/inHouse': 'RNG',
} as const satisfies Record<string, GameType>;

export type GameTypePath = keyof typeof PATH_GAME_TYPE;

export function gameTypeForPath(path: string): GameType | undefined {
  return (PATH_GAME_TYPE as Record<string, GameType>)[path];
}
