import type { NavKey } from '../utils/navigation';
import { CategoryScreen } from './category-screen';

/** /cockfight, /sports and /esports: the game centre (header and footer). */
export function GameCentrePage({ navKey }: { navKey: Extract<NavKey, 'cockfight' | 'sports' | 'esports'> }) {
  return <CategoryScreen navKey={navKey} testId="game-centre-screen" />;
}
