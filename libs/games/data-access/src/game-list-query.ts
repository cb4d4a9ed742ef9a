import type { GameClassification } from '@platform/shared/api-contract';

/** A menu category as the game list call takes it (INHOUSE, ESPORTS and COCKFIGHT are split by the brand). */
export type GameCategoryName =
  | 'RNG'
  | 'FISH'
  | 'PVP'
  | 'LIVE'
  | 'SPORTS'
  | 'ESPORTS'
  | 'COCKFIGHT'
  | 'LOTT'
  | 'ELOTT'
  | 'INHOUSE';

export interface GameListQuery {
  /** Absent for one vendor's whole list (a VASSALAGE tile's popup). */
  gameType?: GameCategoryName;
  vassalage?: string;
  gameClassify?: GameClassification;
  gameName?: string;
}

/** Spec §9: "RNG list page size 16. Game list page size 50." */
export const RNG_PAGE_SIZE = 16;
export const GAME_LIST_PAGE_SIZE = 50;

export function pageSizeFor(gameType: GameCategoryName | undefined): number {
  return gameType === 'RNG' ? RNG_PAGE_SIZE : GAME_LIST_PAGE_SIZE;
}
