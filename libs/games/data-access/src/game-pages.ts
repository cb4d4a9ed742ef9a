import type { InfiniteData } from '@tanstack/react-query';
import type { GamePage } from '@platform/shared/api-contract';

/** The catalogue changes with a deploy, not while a player browses. */
export const CATALOGUE_STALE_MS = 5 * 60_000;

export type GamePages = InfiniteData<GamePage>;

/** The load-more cursor shared by every paged game list. */
export const nextGamePage = (last: GamePage) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined);
