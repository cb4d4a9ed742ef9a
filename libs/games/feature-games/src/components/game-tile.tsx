import { memo, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Game } from '@platform/shared/api-contract';
import { Button } from '@platform/shared/ui-kit';
import { imageCandidates } from '../utils/image-url';

export type PlayMode = 'play' | 'trial';

export interface GameTileProps {
  game: Game;
  imageCDNs: readonly string[];
  /** Which CDN this page load starts with. */
  cdnStart: number;
  isFavourite: boolean;
  onPlay: (game: Game, mode: PlayMode) => void;
  onToggleFavourite: (game: Game) => void;
  /** A VASSALAGE tile opens the vendor's game list in a popup. */
  onOpenVendor: (game: Game) => void;
}

/**
 * Spec §2 "Game tile": image, display name, Play Now, Free Trial and a favourite toggle. A tile whose
 * isGame is VASSALAGE is a vendor that opens a popup game list instead.
 */
export const GameTile = memo(function GameTile({
  game,
  imageCDNs,
  cdnStart,
  isFavourite,
  onPlay,
  onToggleFavourite,
  onOpenVendor,
}: GameTileProps) {
  const { t } = useTranslation();
  const candidates = game.showIcon ? imageCandidates(game.iconUrl, imageCDNs, cdnStart) : [];
  const [attempt, setAttempt] = useState(0);
  const src = candidates[attempt];
  const isVendor = game.isGame === 'VASSALAGE';
  return (
    <Tile
      data-testid="game-tile"
      data-node-id={game.nodeId}
      data-game-code={game.gameCode}
      data-vassalage={game.vassalage}
      data-classify={game.gameClassify ?? ''}
    >
      <Picture>
        {src ? (
          <img
            src={src}
            alt=""
            loading="lazy"
            decoding="async"
            width={160}
            height={120}
            onError={() => setAttempt((n) => n + 1)}
          />
        ) : (
          <Fallback aria-hidden="true" data-testid="game-image-fallback">
            {game.displayName.slice(0, 2).toUpperCase()}
          </Fallback>
        )}
        {isVendor ? null : (
          <Favourite
            type="button"
            aria-pressed={isFavourite}
            aria-label={t(isFavourite ? 'game_list.favourite_remove' : 'game_list.favourite_add', {
              name: game.displayName,
            })}
            data-testid="game-favourite"
            onClick={() => onToggleFavourite(game)}
          >
            {isFavourite ? '★' : '☆'}
          </Favourite>
        )}
      </Picture>
      <Name data-testid="game-name">{game.displayName}</Name>
      {isVendor ? (
        <Button
          variant="primary"
          block
          onClick={() => onOpenVendor(game)}
          data-testid="game-open-vendor"
        >
          {t('game_list.open_vendor')}
        </Button>
      ) : (
        <Actions>
          <Button variant="primary" onClick={() => onPlay(game, 'play')} data-testid="game-play">
            {t('game_list.play_now')}
          </Button>
          <Button variant="ghost" onClick={() => onPlay(game, 'trial')} data-testid="game-trial">
            {t('game_list.free_trial')}
          </Button>
        </Actions>
      )}
    </Tile>
  );
});

const Tile = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  padding: var(--space-xs);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  /* Off-screen tiles of a long list skip layout and paint. */
  content-visibility: auto;
  contain-intrinsic-size: auto 260px;
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: var(--radius-sm);
  background: var(--color-surface-raised);

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Fallback = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  color: var(--color-text-muted);
  font-weight: 700;
`;

const Favourite = styled.button`
  position: absolute;
  top: var(--space-xs);
  right: var(--space-xs);
  min-width: 44px;
  min-height: 44px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-primary);
  cursor: pointer;
`;

const Name = styled.h3`
  margin: 0;
  overflow: hidden;
  color: var(--color-text);
  white-space: nowrap;
  text-overflow: ellipsis;
  font-size: inherit;
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--space-xs);
`;
