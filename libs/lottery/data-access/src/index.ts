export { lotteryKeys } from './lottery-keys';
export {
  BETS_PAGE_SIZE,
  LOBBY_REFRESH_MS,
  RECENT_PAGE_SIZE,
  useLotteryLobby,
  useLotteryVerify,
  useMyLotteryBets,
  useOpenedNumero,
  useRecentDraws,
} from './lottery-queries';
export { usePlaceBetSlip, type PlaceBetSlipAnswer, type PlaceBetSlipInput } from './lottery-mutations';
export {
  bettablePeriod,
  needsSelection,
  normaliseSelection,
  potentialWin,
  slipOdds,
  slipProblem,
  slipTotals,
  type SlipBet,
  type SlipProblem,
} from './slip';
export { numberRange, outcomeBalls, pickKind, type BallKind, type OutcomeBall } from './outcome';
