import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@platform/shared/api-contract';
import { useFavourites } from '@platform/games/data-access';
import { Alert } from '@platform/shared/ui-kit';
import { useGameLauncher, type LaunchGuard } from '../hooks/use-game-launcher';
import { useTileRenderer } from '../hooks/use-tile-renderer';
import { InHouseGamePopup } from './in-house-game-popup';
import { VendorGamesPopup } from './vendor-games-popup';

export interface GameTileScope {
  /** One game tile (spec §2 "Game tile"), wired to the favourites and the launcher. */
  renderTile: (game: Game) => ReactNode;
  /** The player's favourites (empty for a guest), newest first. */
  favourites: readonly Game[];
  /** Whether the favourite list is still loading (false for a guest). */
  favouritesPending: boolean;
}

export interface GameTilesProps {
  /** The shell's launch guard: login popup for guests, the register notice for trial accounts. */
  launchGuard: LaunchGuard;
  /** Lays the tiles out as the host wants (the home page's tabs, say). */
  children: (scope: GameTileScope) => ReactNode;
}

/**
 * Game tiles for a host that brings its own list and layout (the home page's game tabs): the tile,
 * the favourites, the launch (with its error) and the popups a tile opens, as in the game-list centre.
 */
export function GameTiles({ launchGuard, children }: GameTilesProps) {
  const { t } = useTranslation();
  const favourites = useFavourites();
  const launcher = useGameLauncher(launchGuard);
  const renderTile = useTileRenderer(launcher, launchGuard, favourites);
  return (
    <>
      {launcher.error ? (
        <Alert tone="error" testId="game-launch-error">
          {t(`errors.${launcher.error.code}`, { defaultValue: t('game_list.launch_failed') })}
        </Alert>
      ) : null}
      {children({
        renderTile,
        favourites: favourites.list,
        favouritesPending: favourites.query.isLoading,
      })}
      {launcher.vendorTile ? (
        <VendorGamesPopup tile={launcher.vendorTile} renderTile={renderTile} onClose={launcher.closeVendor} />
      ) : null}
      {launcher.inHouse ? <InHouseGamePopup game={launcher.inHouse} onClose={launcher.closeInHouse} /> : null}
    </>
  );
}
