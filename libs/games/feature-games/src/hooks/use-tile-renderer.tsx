import type { Game } from '@platform/shared/api-contract';
import type { useFavourites } from '@platform/games/data-access';
import { useBrand } from '@platform/shared/session';
import { GameTile } from '../components/game-tile';
import { CDN_START } from '../utils/image-url';
import type { GameLauncher, LaunchGuard } from './use-game-launcher';

/** Renders one tile wired to the favourites and the launcher; favourites need a session. */
export function useTileRenderer(
  launcher: GameLauncher,
  guard: LaunchGuard,
  favourites: ReturnType<typeof useFavourites>,
) {
  const { imageCDNs } = useBrand();
  // A trial account may keep favourites; only a guest is sent to log in.
  const toggle = (game: Game) => {
    if (guard({ playMoney: true })) favourites.toggle(game);
  };
  return (game: Game) => (
    <GameTile
      game={game}
      imageCDNs={imageCDNs}
      cdnStart={CDN_START}
      isFavourite={favourites.isFavourite(game.nodeId)}
      onPlay={launcher.launch}
      onToggleFavourite={toggle}
      onOpenVendor={launcher.openVendor}
    />
  );
}
