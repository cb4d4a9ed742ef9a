import { useCallback, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { GameCategory, Vendor } from '@platform/shared/api-contract';
import { useApiClient } from '@platform/shared/api-client';
import { languageAtom } from '@platform/shared/session';
import { useLaunchGuard } from './use-game-launch';

/** The game window a vendor's launch URL opens in: the same named window the game tiles use. */
export const GAME_WINDOW = { name: 'gamePopup', features: 'width=1280,height=800' } as const;

/**
 * Launches a vendor's game from the shell (the header's cockfight click, spec §2; the seamless
 * page): past the launch guard (a guest gets the login popup, a trial account 'Please Register An
 * Account First'), the vendor's first game opens in the game window. The window opens inside the
 * click, so a popup blocker lets it through; the URL follows the answer.
 */
export function useVendorLaunch(gameType: GameCategory['gameCategory']) {
  const guard = useLaunchGuard();
  const client = useApiClient();
  const language = useAtomValue(languageAtom);
  const [error, setError] = useState<unknown>(null);

  const launch = useCallback(
    (vendor: Pick<Vendor, 'vassalage'>) => {
      setError(null);
      if (!guard()) return;
      const popup = window.open('', GAME_WINDOW.name, GAME_WINDOW.features);
      import('../utils/vendor-launch')
        .then(({ vendorLaunchUrl }) => vendorLaunchUrl(client, vendor, gameType, language))
        .then((url) => {
          if (popup) popup.location.href = url;
          else window.location.assign(url);
        })
        .catch((failure: unknown) => {
          popup?.close();
          setError(failure);
        });
    },
    [client, gameType, guard, language],
  );

  return { launch, error, dismiss: () => setError(null) };
}
