import {
  MAX_LOTTERY_STAKE,
  MAX_SLIP_BETS,
  MIN_LOTTERY_STAKE,
  lotteryOdds,
  type LotteryBetType,
  type LotteryDraw,
  type LotteryGame,
} from '@platform/shared/api-contract';

/** One line of the bet slip: a bet type, its pick (none for big/small/odd/even) and its stake in minor units. */
export interface SlipBet {
  betType: LotteryBetType;
  selection: string;
  stake: number;
}

/** Why a line cannot go on the slip (each is an i18n key under lottery_ui.problem). */
export type SlipProblem = 'selection' | 'stake_min' | 'stake_max' | 'slip_full';

/** Big, small, odd and even need no pick; the others need a number. */
export const needsSelection = (betType: LotteryBetType): boolean =>
  betType !== 'BIG' && betType !== 'SMALL' && betType !== 'ODD' && betType !== 'EVEN';

/** The pick as the gateway wants it: "07" and "7" are the same fast-game number. */
export function normaliseSelection(game: LotteryGame, betType: LotteryBetType, selection: string): string {
  const pick = selection.trim();
  if (!needsSelection(betType)) return '';
  const fast = game === 'SIX_BALL' || game === 'TEN_BALL' || game === 'DICE' || game === 'PC28';
  return fast && /^\d{1,2}$/.test(pick) ? String(Number(pick)) : pick;
}

/** The contract's odds (thousandths, stake included) of a line; undefined for a pick the game does not offer. */
export function slipOdds(game: LotteryGame, bet: Pick<SlipBet, 'betType' | 'selection'>): number | undefined {
  return lotteryOdds(game, bet.betType, needsSelection(bet.betType) ? bet.selection : null);
}

/** What one line pays if it wins once: floor(stake × odds / 1000), as the gateway settles it. */
export function potentialWin(game: LotteryGame, bet: SlipBet): number {
  const odds = slipOdds(game, bet);
  return odds === undefined ? 0 : Math.floor((bet.stake * odds) / 1000);
}

export function slipTotals(game: LotteryGame, bets: readonly SlipBet[]): { stake: number; potentialWin: number } {
  return bets.reduce(
    (sum, bet) => ({ stake: sum.stake + bet.stake, potentialWin: sum.potentialWin + potentialWin(game, bet) }),
    { stake: 0, potentialWin: 0 },
  );
}

/** Checks a line before it goes on the slip; null when it may. */
export function slipProblem(game: LotteryGame, bet: SlipBet, slipLength: number): SlipProblem | null {
  if (slipLength >= MAX_SLIP_BETS) return 'slip_full';
  if (slipOdds(game, bet) === undefined) return 'selection';
  if (bet.stake < MIN_LOTTERY_STAKE) return 'stake_min';
  if (bet.stake > MAX_LOTTERY_STAKE) return 'stake_max';
  return null;
}

/**
 * The period a slip goes to at `now`: the running one while it takes bets, else the next one
 * once it has opened (the lobby may be a few seconds old). Null when neither takes bets.
 */
export function bettablePeriod(
  current: Pick<LotteryDraw, 'periodId' | 'opensAt' | 'closesAt'>,
  next: Pick<LotteryDraw, 'periodId' | 'opensAt' | 'closesAt'>,
  now: number,
): string | null {
  for (const draw of [current, next]) {
    if (Date.parse(draw.opensAt) <= now && now < Date.parse(draw.closesAt)) return draw.periodId;
  }
  return null;
}
