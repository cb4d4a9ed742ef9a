import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient } from '@platform/shared/testing';
import { game, page, signedInStore } from '../testing/fixtures';
import { renderGames } from '../testing/render-games';
import { GameTiles } from './game-tile-scope';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

describe('GameTiles (the tiles for a host-laid-out list, such as the home game tabs)', () => {
  it("renders the host's games as tiles and asks a guest's Play Now to log in first", () => {
    const guard = vi.fn(() => false);
    const { client, calls } = fakeClient({});
    renderGames(
      <GameTiles launchGuard={guard}>
        {({ renderTile, favourites }) => (
          <ul>
            <li>{renderTile(game(1))}</li>
            <li data-testid="favourite-count">{favourites.length}</li>
          </ul>
        )}
      </GameTiles>,
      { client, i18n },
    );
    expect(screen.getByTestId('game-name')).toHaveTextContent('Lucky Spin 1');
    expect(screen.getByTestId('favourite-count')).toHaveTextContent('0');
    fireEvent.click(screen.getByTestId('game-play'));
    expect(guard).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it("hands a member's favourites to the host", async () => {
    const { client } = fakeClient({ favouriteList: () => page([game(7), game(8)]) });
    renderGames(
      <GameTiles launchGuard={() => true}>
        {({ favourites }) => <output data-testid="favourites">{favourites.map((g) => g.nodeId).join(',')}</output>}
      </GameTiles>,
      { client, i18n, store: signedInStore() },
    );
    await waitFor(() => expect(screen.getByTestId('favourites')).toHaveTextContent('7,8'));
  });
});
