import type { NavKey } from '../utils/navigation';
import { CategoryScreen } from './category-screen';

/** /rng, /live, /fish, /pvp, /inHouse and /hot: the game-list centre. */
export function GameListCentrePage({ navKey }: { navKey: Extract<NavKey, 'rng' | 'live' | 'fish' | 'pvp' | 'inHouse' | 'hot'> }) {
  return <CategoryScreen navKey={navKey} testId="game-list-screen" />;
}
