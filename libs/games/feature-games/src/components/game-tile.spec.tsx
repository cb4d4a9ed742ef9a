import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient } from '@platform/shared/testing';
import { ART_MANIFEST_ELEMENT_ID, gameArtFile, resetArtManifest, vendorEmblemFile } from '@platform/shared/game-art';
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
    // Issue 21: a name too long for the tile ends in an ellipsis; its title shows it whole.
    expect(screen.getByTestId('game-name')).toHaveAttribute('title', 'Lucky Spin 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play Now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Free Trial' }));
    expect(h.onPlay.mock.calls.map((c) => c[1])).toEqual(['play', 'trial']);
    const toggle = screen.getByRole('button', { name: 'Add Lucky Spin 1 to favourites' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(h.onToggleFavourite).toHaveBeenCalledWith(game(1));
  });

  it('tries the next image CDN when one fails, then ends on the art drawn for the game, never on letters', () => {
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
    const drawn = screen.getByTestId('game-tile').querySelector('img')!;
    expect(drawn.getAttribute('src')).toBe(`/assets/art/${gameArtFile(game(1))}`);
    // The drawn art is served by the site itself: an error there does not move on to a placeholder.
    fireEvent.error(drawn);
    expect(screen.getByTestId('game-tile').querySelector('img')!.getAttribute('src')).toBe(drawn.getAttribute('src'));
    expect(screen.getByTestId('game-tile').textContent).not.toMatch(/\bLU\b/);
    expect(screen.getByTestId('game-favourite')).toHaveAttribute('aria-pressed', 'true');
  });

  describe('with the build\'s art manifest on the page', () => {
    const island = (manifest: object) => {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = ART_MANIFEST_ELEMENT_ID;
      script.textContent = JSON.stringify(manifest);
      document.head.append(script);
      resetArtManifest();
    };
    afterEach(() => {
      document.getElementById(ART_MANIFEST_ELEMENT_ID)?.remove();
      resetArtManifest();
    });
    const render = () =>
      renderGames(<GameTile game={game(1)} imageCDNs={['https://img1.example']} cdnStart={0} isFavourite={false} {...handlers()} />, {
        client: fakeClient({}).client,
        i18n,
      });

    it('asks no image CDN when the brand says they carry no catalogue images, and shows the drawn art', () => {
      island({ base: '/assets/art/abc', catalogueImages: false });
      render();
      expect(screen.getByTestId('game-art')).toHaveAttribute('src', `/assets/art/abc/${gameArtFile(game(1))}`);
    });

    it("shows the brand's own file for the game, with its widths for srcset", () => {
      const own = { src: '/assets/art/abc/own/games/spinx/spx1-400.webp', srcSet: '/a-200.webp 200w, /a-400.webp 400w' };
      island({ base: '/assets/art/abc', games: { [`${game(1).vassalage}/${game(1).gameCode}`.toLowerCase()]: own } });
      render();
      expect(screen.getByTestId('game-art')).toHaveAttribute('src', own.src);
      expect(screen.getByTestId('game-art')).toHaveAttribute('srcset', own.srcSet);
    });
  });

  it('a VASSALAGE tile shows its wordmark and opens the vendor game list instead of playing', () => {
    const h = handlers();
    const tile = game(101, { isGame: 'VASSALAGE', displayName: 'Spinx' });
    renderGames(<GameTile game={tile} imageCDNs={[]} cdnStart={0} isFavourite={false} {...h} />, {
      client: fakeClient({}).client,
      i18n,
    });
    expect(screen.queryByTestId('game-play')).toBeNull();
    expect(screen.queryByTestId('game-favourite')).toBeNull();
    expect(screen.getByTestId('vendor-mark').querySelector('img')!.getAttribute('src')).toBe(`/assets/art/${vendorEmblemFile(tile.vassalage)}`);
    expect(screen.getByTestId('game-name')).toHaveTextContent('Spinx');
    fireEvent.click(screen.getByTestId('game-open-vendor'));
    expect(h.onOpenVendor).toHaveBeenCalledWith(tile);
  });
});
