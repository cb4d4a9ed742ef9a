export { lotteryKeys } from './lottery-keys';
export { LOBBY_REFRESH_MS, fetchLotteryLobby, lotteryLobbyQueryOptions, useLotteryLobby } from './lottery-lobby';
export { RECENT_PAGE_SIZE, fetchRecentDraws, recentDrawsQueryOptions, useRecentDraws } from './recent-draws';
export { fetchOpenedNumero, openedNumeroQueryOptions, useOpenedNumero } from './opened-numero';
export { BETS_PAGE_SIZE, fetchMyLotteryBets, myLotteryBetsQueryOptions, useMyLotteryBets } from './my-lottery-bets';
export { fetchLotteryVerify, lotteryVerifyQueryOptions, useLotteryVerify } from './lottery-verify';
export { usePlaceBetSlip, type PlaceBetSlipAnswer, type PlaceBetSlipInput } from './place-bet-slip';
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
