import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Game } from '@platform/shared/api-contract';
import type { ApiError } from '@platform/shared/api-client';
import { launchRoute, useStartGame } from '@platform/games/data-access';
import type { PlayMode } from '../components/game-tile';

/**
 * The shell's launch guard (spec §2 "Game launch"): a guest gets the login popup, a trial account
 * 'Please Register An Account First'; answers whether to go ahead. A play-money launch (an in-house
 * game's Free Trial) is allowed to a trial account.
 */
export type LaunchGuard = (options?: { playMoney?: boolean }) => boolean;

/** The game popup window a third-party vendor's launch URL opens in. */
export const GAME_WINDOW = {
  name: 'gamePopup',
  features: 'width=1280,height=800',
} as const;

export function useGameLauncher(guard: LaunchGuard) {
  const navigate = useNavigate();
  const start = useStartGame();
  const [inHouse, setInHouse] = useState<Game | null>(null);
  const [vendorTile, setVendorTile] = useState<Game | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  const launch = (game: Game, mode: PlayMode) => {
    setError(null);
    const route = launchRoute(game);
    if (!guard({ playMoney: mode === 'trial' && route.kind === 'in-house' })) return;
    if (route.kind === 'route') {
      navigate(route.to);
      return;
    }
    // Opened now, inside the click, so a popup blocker lets it through; the URL follows the answer.
    const popup =
      route.kind === 'window' ? window.open('', GAME_WINDOW.name, GAME_WINDOW.features) : null;
    start.mutate(
      { vassalage: game.vassalage, gameCode: game.gameCode },
      {
        onSuccess: ({ url }) => {
          if (route.kind === 'in-house') setInHouse(game);
          else if (popup) popup.location.href = url;
          else window.location.assign(url);
        },
        onError: (failure) => {
          popup?.close();
          setError(failure);
        },
      },
    );
  };

  return {
    launch,
    isStarting: start.isPending,
    error,
    inHouse,
    closeInHouse: () => setInHouse(null),
    vendorTile,
    openVendor: setVendorTile,
    closeVendor: () => setVendorTile(null),
  };
}

export type GameLauncher = ReturnType<typeof useGameLauncher>;
