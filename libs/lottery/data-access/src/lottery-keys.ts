import type { LotteryGame } from '@platform/shared/api-contract';

/** The lottery's query-key factory: a live `draw` event or a placed slip refreshes everything under `lottery`. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  lobby: (data: string) => [...lotteryKeys.all, 'lobby', data] as const,
  recent: (gameCode: LotteryGame | null) => [...lotteryKeys.all, 'recent', gameCode] as const,
  opened: (gameCode: LotteryGame | null) => [...lotteryKeys.all, 'opened', gameCode] as const,
  bets: (pageNo: number) => [...lotteryKeys.all, 'bets', pageNo] as const,
  verify: (periodId: string) => [...lotteryKeys.all, 'verify', periodId] as const,
};
