import { memo, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Game } from '@platform/shared/api-contract';
import { Button } from '@platform/shared/ui-kit';
import { tileImages } from '../art/tile-images';
import { VendorMark } from '../art/vendor-mark';

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
 * isGame is VASSALAGE is a vendor that opens a popup game list instead, and shows its wordmark.
 * The image is the brand's own file, the catalogue's, or art drawn for the game at build time
 * (tile-images.ts); the title is set over it in HTML, in the brand's font.
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
  const isVendor = game.isGame === 'VASSALAGE';
  const images = isVendor ? [] : tileImages(game, imageCDNs, cdnStart);
  const [attempt, setAttempt] = useState(0);
  // The last picture is the drawn art from the site's own build: it is never skipped past.
  const image = images[Math.min(attempt, images.length - 1)];
  return (
    <Tile
      data-testid="game-tile"
      data-node-id={game.nodeId}
      data-game-code={game.gameCode}
      data-vassalage={game.vassalage}
      data-classify={game.gameClassify ?? ''}
    >
      <Picture $vendor={isVendor}>
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? TILE_SIZES : undefined}
            alt=""
            loading="lazy"
            decoding="async"
            width={320}
            height={240}
            data-testid="game-art"
            onError={() => setAttempt((n) => Math.min(n + 1, images.length - 1))}
          />
        ) : (
          <Emblem data-testid="game-art">
            <VendorMark vassalage={game.vassalage} displayName={game.displayName} size={72} emblemOnly />
          </Emblem>
        )}
        <Caption $vendor={isVendor}>
          {/* A long name is cut with an ellipsis at the tile's edge; the title shows it whole on hover
              (the heading's text stays the full name for screen readers). */}
          <Name data-testid="game-name" title={game.displayName}>
            {game.displayName}
          </Name>
        </Caption>
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

/** Tiles are 140–260 px wide in the grids; a brand's raster art picks its width from this. */
const TILE_SIZES = '(min-width: 1024px) 220px, 45vw';

/*
 * The brand's look (tokens.json layout): --tile-aspect (square, portrait 3:4, landscape 4:3),
 * --tile-radius (rounded or sharp) and --card-shadow / --card-border (the card elevation).
 */
const Tile = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  min-width: 0;
  padding: var(--space-xs);
  border: var(--card-border, 1px solid var(--color-border));
  border-radius: var(--tile-radius, var(--radius-md));
  background: var(--color-surface);
  box-shadow: var(--card-shadow, none);
  /* Off-screen tiles of a long list skip layout and paint. */
  content-visibility: auto;
  contain-intrinsic-size: auto 260px;
`;

const Picture = styled.div<{ $vendor: boolean }>`
  position: relative;
  aspect-ratio: var(--tile-aspect, 4 / 3);
  overflow: hidden;
  /* Nested in the tile's corner: its radius less the tile's padding (none when sharp). */
  border-radius: max(0px, calc(var(--tile-radius, var(--radius-md)) - var(--space-xs)));
  background: ${({ $vendor }) =>
    $vendor
      ? 'linear-gradient(135deg, var(--color-surface-raised), var(--color-surface))'
      : 'var(--color-surface-raised)'};

  > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A vendor tile's emblem, centred above the caption band at any tile width. */
const Emblem = styled.div`
  position: absolute;
  inset: 8% 0 30%;
  display: flex;
  justify-content: center;

  img {
    width: auto;
    height: 100%;
    aspect-ratio: 1;
  }
`;

/** The title set over the art in the brand's font, on a band of the surface colour so it always reads. */
const Caption = styled.div<{ $vendor: boolean }>`
  position: absolute;
  inset: auto 0 0;
  padding: var(--space-xs) var(--space-sm);
  background: color-mix(in srgb, var(--color-surface) 86%, transparent);
  text-align: ${({ $vendor }) => ($vendor ? 'center' : 'start')};
  ${({ $vendor }) => ($vendor ? 'letter-spacing: 0.06em; text-transform: uppercase;' : '')}
`;

const Favourite = styled.button`
  position: absolute;
  inset-block-start: var(--space-xs);
  inset-inline-end: var(--space-xs);
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
  font-family: var(--font-display);
  font-size: inherit;
  font-weight: var(--font-heading-weight, 700);
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--space-xs);
`;
