import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Game } from '@platform/shared/api-contract';
import { Button, EmptyState, Skeleton } from '@platform/shared/ui-kit';

/** How many tiles mount at a time; more mount as the end of the window scrolls into view. */
export const TILE_WINDOW = 60;

export interface GameGridProps {
  games: readonly Game[];
  /** Every game the list holds on the server (for "x of y"). */
  total: number;
  isPending: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  renderTile: (game: Game) => ReactNode;
  emptyMessage: string;
}

/**
 * A windowed grid: however many games are loaded, only the first window's tiles mount, and the
 * window grows when its end comes near the viewport. Off-screen tiles also skip paint
 * (content-visibility), so thousands of games stay cheap without a virtualisation dependency.
 */
export function GameGrid({
  games,
  total,
  isPending,
  hasMore,
  isLoadingMore,
  onLoadMore,
  renderTile,
  emptyMessage,
}: GameGridProps) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(TILE_WINDOW);
  const sentinel = useRef<HTMLLIElement | null>(null);
  const windowed = games.length > limit;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !windowed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLimit((n) => n + TILE_WINDOW);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [windowed, limit]);

  if (isPending) return <Skeleton shape="rect" height="240px" />;
  if (games.length === 0) return <EmptyState message={emptyMessage} />;
  // Without IntersectionObserver (old browsers, jsdom) every loaded tile mounts.
  const shown = typeof IntersectionObserver === 'undefined' ? games : games.slice(0, limit);
  return (
    <div>
      <Grid data-testid="game-grid" aria-busy={isLoadingMore}>
        {shown.map((game) => (
          <li key={game.nodeId}>{renderTile(game)}</li>
        ))}
        {windowed ? (
          <li ref={sentinel} aria-hidden="true" data-testid="game-grid-sentinel" />
        ) : null}
      </Grid>
      <Footer>
        <span data-testid="game-count" aria-live="polite">
          {t('game_list.count', { shown: games.length, total: Math.max(total, games.length) })}
        </span>
        {hasMore ? (
          <Button
            variant="secondary"
            onClick={onLoadMore}
            loading={isLoadingMore}
            data-testid="game-load-more"
          >
            {t('game_list.load_more')}
          </Button>
        ) : null}
      </Footer>
    </div>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: var(--space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-sm);
  padding: var(--space-md) 0;
  color: var(--color-text-muted);
`;
