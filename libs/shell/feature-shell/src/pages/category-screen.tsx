import { EmptyState } from '@platform/shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useGameMenus } from '@platform/shell/data-access';
import { navVendors, type NavKey } from '../utils/navigation';
import { CategoryGames, isCategoryNavKey } from './category-games';
import { RouteScreen } from './route-screen';

/** A category's screen: its heading, then its games (vendor slider, filters, search, list) from libs/games. */
export function CategoryScreen({ navKey, testId }: { navKey: NavKey; testId: string }) {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const vendors = navVendors(navKey, menus.data ?? []);
  return (
    <RouteScreen titleKey={`nav.${navKey}`} testId={testId}>
      <div data-category={navKey}>
        {isCategoryNavKey(navKey) ? (
          <CategoryGames navKey={navKey} vendors={vendors} />
        ) : (
          <EmptyState message={t('games.empty')} />
        )}
      </div>
    </RouteScreen>
  );
}
