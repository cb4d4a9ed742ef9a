import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient } from '@platform/shared/testing';
import { game } from '../testing/fixtures';
import { renderGames } from '../testing/render-games';
import { GameTile } from './game-tile';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

const handlers = () => ({ onPlay: vi.fn(), onToggleFavourite: vi.fn(), onOpenVendor: vi.fn() });

describe('GameTile (spec §2 "Game tile")', () => {
  it('shows a lazily loaded image, the display name, Play Now, Free Trial and a favourite toggle', () => {
    const h = handlers();
    renderGames(
      <GameTile
        game={game(1)}
        imageCDNs={['https://img1.example']}
        cdnStart={0}
        isFavourite={false}
        {...h}
      />,
      {
        client: fakeClient({}).client,
        i18n,
      },
    );
    const img = screen.getByTestId('game-tile').querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', 'https://img1.example/images/games/SPINX/SPX1.png');
    expect(screen.getByTestId('game-name')).toHaveTextContent('Lucky Spin 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play Now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Free Trial' }));
    expect(h.onPlay.mock.calls.map((c) => c[1])).toEqual(['play', 'trial']);
    const toggle = screen.getByRole('button', { name: 'Add Lucky Spin 1 to favourites' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(h.onToggleFavourite).toHaveBeenCalledWith(game(1));
  });

  it('tries the next image CDN when one fails, then falls back to a placeholder', () => {
    renderGames(
      <GameTile
        game={game(1)}
        imageCDNs={['https://img1.example', 'https://img2.example']}
        cdnStart={1}
        isFavourite
        {...handlers()}
      />,
      { client: fakeClient({}).client, i18n },
    );
    const first = screen.getByTestId('game-tile').querySelector('img')!;
    expect(first.getAttribute('src')).toMatch(/^https:\/\/img2\.example/);
    fireEvent.error(first);
    const second = screen.getByTestId('game-tile').querySelector('img')!;
    expect(second.getAttribute('src')).toMatch(/^https:\/\/img1\.example/);
    fireEvent.error(second);
    expect(screen.getByTestId('game-image-fallback')).toHaveTextContent('LU');
    expect(screen.getByTestId('game-favourite')).toHaveAttribute('aria-pressed', 'true');
  });

  it('a VASSALAGE tile opens the vendor game list instead of playing', () => {
    const h = handlers();
    const tile = game(101, { isGame: 'VASSALAGE', displayName: 'Spinx' });
    renderGames(<GameTile game={tile} imageCDNs={[]} cdnStart={0} isFavourite={false} {...h} />, {
      client: fakeClient({}).client,
      i18n,
    });
    expect(screen.queryByTestId('game-play')).toBeNull();
    expect(screen.queryByTestId('game-favourite')).toBeNull();
    fireEvent.click(screen.getByTestId('game-open-vendor'));
    expect(h.onOpenVendor).toHaveBeenCalledWith(tile);
  });
});
