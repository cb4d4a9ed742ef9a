import { createLotteryBets } from './bets';
import type { LotteryDeps } from './deps';
import { createLotteryDraws } from './draws';

/**
 * The lottery as one service (`fastify.lottery`): the periods' life and its job (draws.ts) and the
 * members' bets (bets.ts), both over the lottery's SQL (repository.ts). Money moves and balances
 * are read only through the ledger.
 */
export function createLotteryService(deps: LotteryDeps) {
  const draws = createLotteryDraws(deps);
  const bets = createLotteryBets(deps, draws);
  return { ...draws, ...bets };
}

export type LotteryService = ReturnType<typeof createLotteryService>;

export type { LotteryDeps } from './deps';
export {
  ALGORITHM,
  betValue,
  drawValue,
  gamesOfData,
  maskAccount,
  verifyPageUrl,
} from './views';
