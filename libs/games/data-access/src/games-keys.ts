import type { GameListQuery } from './game-list-query';

/** The games' query-key factory: one root, so a favourite or a round can refresh what it touches. */
export const gamesKeys = {
  all: ['games'] as const,
  list: (query: GameListQuery) => [...gamesKeys.all, 'list', query] as const,
  hot: (vassalage: string | undefined) => [...gamesKeys.all, 'hot', vassalage ?? ''] as const,
  vassGameType: (gameType: string) => [...gamesKeys.all, 'vassGameType', gameType] as const,
  favourites: () => [...gamesKeys.all, 'favourites'] as const,
  recent: (gameType: string | undefined) => [...gamesKeys.all, 'recent', gameType ?? ''] as const,
  /** The session's provably fair seed pair; a round moves its nonce, a rotation replaces it. */
  seed: () => [...gamesKeys.all, 'seed'] as const,
  recall: () => [...gamesKeys.all, 'recall'] as const,
  verify: (roundId: string) => [...gamesKeys.all, 'verify', roundId] as const,
};
