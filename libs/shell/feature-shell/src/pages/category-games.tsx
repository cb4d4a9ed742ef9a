import { lazy, Suspense } from 'react';
import type { Vendor } from '@platform/shared/api-contract';
import { Skeleton } from '@platform/shared/ui-kit';
import { useLaunchGuard } from '../hooks/use-game-launch';
import type { NavKey } from '../utils/navigation';

// The games feature is its own chunk: only the category screens download it, never home.
const GameListCentre = lazy(() =>
  import('@platform/games/feature-games').then((m) => ({ default: m.GameListCentre })),
);

export type CategoryNavKey = Extract<
  NavKey,
  'rng' | 'live' | 'fish' | 'pvp' | 'inHouse' | 'hot' | 'cockfight' | 'sports' | 'esports'
>;

/** The menu category behind each category screen (INHOUSE, ESPORTS and COCKFIGHT are the brand's split lanes). */
export const NAV_GAME_CATEGORY = {
  rng: 'RNG',
  live: 'LIVE',
  fish: 'FISH',
  pvp: 'PVP',
  inHouse: 'INHOUSE',
  hot: 'HOT',
  cockfight: 'COCKFIGHT',
  sports: 'SPORTS',
  esports: 'ESPORTS',
} as const satisfies Record<CategoryNavKey, string>;

export function isCategoryNavKey(key: NavKey): key is CategoryNavKey {
  return key in NAV_GAME_CATEGORY;
}

/** The category's games from the games feature, behind the shell's launch guard. */
export function CategoryGames({
  navKey,
  vendors,
  vassalage,
}: {
  navKey: CategoryNavKey;
  vendors: readonly Vendor[];
  vassalage?: string;
}) {
  const guard = useLaunchGuard();
  return (
    <Suspense fallback={<Skeleton shape="rect" height="240px" />}>
      <GameListCentre
        category={NAV_GAME_CATEGORY[navKey]}
        vendors={vendors}
        launchGuard={guard}
        vassalage={vassalage}
      />
    </Suspense>
  );
}
