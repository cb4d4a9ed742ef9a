import {
  FAST_LOTTERY_GAMES,
  LOTTERY_GAME_BET_TYPES,
  SEA_LOTTERY_GAMES,
  type LotteryBetType,
  type LotteryGame,
} from '@platform/shared/api-contract';

export interface GameInfo {
  gameCode: LotteryGame;
  name: string;
  group: 'FAST' | 'VN' | 'SEA';
  betTypes: readonly LotteryBetType[];
}

export const GAME_NAMES: Readonly<Record<LotteryGame, string>> = {
  SIX_BALL: 'Six Ball (Mark Six)',
  TEN_BALL: 'Ten Ball (PK10)',
  DICE: 'Fast Dice (K3)',
  PC28: 'Lucky 28 (PC28)',
  VN_NORTH: 'Vietnam North Lotto',
  VN_CENTRAL: 'Vietnam Central Lotto',
  VN_SOUTH: 'Vietnam South Lotto',
  SEA_4D: 'SEA 4D',
};

export function groupOf(game: LotteryGame): GameInfo['group'] {
  if ((FAST_LOTTERY_GAMES as readonly string[]).includes(game)) return 'FAST';
  if ((SEA_LOTTERY_GAMES as readonly string[]).includes(game)) return 'SEA';
  return 'VN';
}

export function gameInfo(game: LotteryGame): GameInfo {
  return {
    gameCode: game,
    name: GAME_NAMES[game],
    group: groupOf(game),
    betTypes: LOTTERY_GAME_BET_TYPES[game],
  };
}

export interface PeriodLengths {
  fastPeriodSeconds: number;
  regionalPeriodSeconds: number;
}

export interface Period {
  gameCode: LotteryGame;
  index: number;
  periodId: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
}

export function periodSecondsOf(game: LotteryGame, lengths: PeriodLengths): number {
  return groupOf(game) === 'FAST' ? lengths.fastPeriodSeconds : lengths.regionalPeriodSeconds;
}

/** Bets close this many seconds before the draw: max(1, floor(period / 12)). */
export function cutOffSecondsOf(periodSeconds: number): number {
  return Math.max(1, Math.floor(periodSeconds / 12));
}

/**
 * Period `index` of a game runs from index * P to (index + 1) * P seconds after the Unix epoch (P
 * its period length); bets close at the cut-off, the draw is at the period's end. Its id is
 * `${gameCode}-${index}`.
 */
export function periodAt(game: LotteryGame, index: number, lengths: PeriodLengths): Period {
  const seconds = periodSecondsOf(game, lengths);
  const opensAt = new Date(index * seconds * 1000);
  const drawAt = new Date((index + 1) * seconds * 1000);
  const closesAt = new Date(drawAt.getTime() - cutOffSecondsOf(seconds) * 1000);
  return { gameCode: game, index, periodId: `${game}-${index}`, opensAt, closesAt, drawAt };
}

/** The period running at `at`. */
export function currentPeriod(game: LotteryGame, at: Date, lengths: PeriodLengths): Period {
  return periodAt(game, Math.floor(at.getTime() / 1000 / periodSecondsOf(game, lengths)), lengths);
}

/** The game and index a period id names, or undefined. */
export function parsePeriodId(
  periodId: string,
  games: readonly LotteryGame[],
): { gameCode: LotteryGame; index: number } | undefined {
  const match = /^([A-Z0-9_]+)-(\d{1,12})$/.exec(periodId);
  if (!match || !(games as readonly string[]).includes(match[1]!)) return undefined;
  return { gameCode: match[1] as LotteryGame, index: Number(match[2]) };
}
