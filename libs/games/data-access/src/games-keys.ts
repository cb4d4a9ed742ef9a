import type { GameListQuery } from './game-list-query';

/** The games' query-key factory: one root, so a favourite or a round can refresh what it touches. */
export const gamesKeys = {
  all: ['games'] as const,
  list: (query: GameListQuery) => [...gamesKeys.all, 'list', query] as const,
  hot: (vassalage: string | undefined) => [...gamesKeys.all, 'hot', vassalage ?? ''] as const,
  vassGameType: (gameType: string) => [...gamesKeys.all, 'vassGameType', gameType] as const,
  favourites: () => [...gamesKeys.all, 'favourites'] as const,
  /** Every recent-games list, whatever its category: a launch or a round refreshes them all. */
  recentAll: () => [...gamesKeys.all, 'recent'] as const,
  recent: (gameType: string | undefined) => [...gamesKeys.recentAll(), gameType ?? ''] as const,
  /** The session's provably fair seed pair; a round moves its nonce, a rotation replaces it. */
  seed: () => [...gamesKeys.all, 'seed'] as const,
  recall: () => [...gamesKeys.all, 'recall'] as const,
  /** Every round verification: a seed rotation makes the revealed seed's rounds verifiable. */
  verifyAll: () => [...gamesKeys.all, 'verify'] as const,
  verify: (roundId: string) => [...gamesKeys.all, 'verify', roundId] as const,
};
