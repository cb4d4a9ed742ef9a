import { RECALL_SIZE, type RecallGame, type RecallRound } from '@platform/shared/api-contract';
import type { Member } from '../../db/schema';
import type { GamesRepository, SeededRound } from '../games/repository';
import { recallOfLotteryBet, type LotteryRecall } from '../lottery/recall';

export const verifyRoundUrl = (roundId: string) => `/api/games/in-house/verify?roundId=${encodeURIComponent(roundId)}`;

export function recallOfRound(row: SeededRound): RecallRound {
  return {
    source: 'inHouse',
    ref: row.roundId,
    gameCode: row.gameCode,
    stake: row.bet,
    win: row.win,
    pick: row.detail.pick,
    outcome: row.detail.outcome,
    status: 'settled',
    realm: row.realm,
    createdAt: row.createdAt.toISOString(),
    verifyUrl: verifyRoundUrl(row.roundId),
    verifiable: row.seed?.revealed === true,
  };
}

/** Rows already ordered by game then newest first, grouped per game in that order. */
function grouped(source: RecallGame['source'], rounds: RecallRound[]): RecallGame[] {
  const games = new Map<string, RecallRound[]>();
  for (const round of rounds) games.set(round.gameCode, [...(games.get(round.gameCode) ?? []), round]);
  return [...games].map(([gameCode, list]) => ({ source, gameCode, rounds: list }));
}

/** Game recall (issue 11): the last 10 rounds of each in-house game, then of each lottery game, the member played. */
export function createRecall(deps: { games: Pick<GamesRepository, 'lastRoundsPerGame'>; lottery: Pick<LotteryRecall, 'lastBetsPerGame'> }) {
  return async (member: Member): Promise<{ games: RecallGame[] }> => {
    const [rounds, bets] = await Promise.all([
      deps.games.lastRoundsPerGame(member.id, RECALL_SIZE),
      deps.lottery.lastBetsPerGame(member.id, RECALL_SIZE),
    ]);
    return { games: [...grouped('inHouse', rounds.map(recallOfRound)), ...grouped('lottery', bets.map(recallOfLotteryBet))] };
  };
}

export type Recall = ReturnType<typeof createRecall>;
