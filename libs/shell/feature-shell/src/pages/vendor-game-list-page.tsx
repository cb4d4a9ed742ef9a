import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@platform/shared/api-contract';
import { EmptyState } from '@platform/shared/ui-kit';
import { useGameMenus } from '@platform/shell/data-access';
import { CategoryGames, type CategoryNavKey } from './category-games';

/** The lane a vendor is listed under in the game menus, as the category screen that shows it. */
const CATEGORY_NAV: Partial<Record<GameCategory['gameCategory'], CategoryNavKey>> = {
  RNG: 'rng',
  LIVE: 'live',
  FISH: 'fish',
  PVP: 'pvp',
  INHOUSE: 'inHouse',
  COCKFIGHT: 'cockfight',
  SPORTS: 'sports',
  ESPORTS: 'esports',
};

/** The named route gameListCenter (/gameListCenter/:vassalage/:gameType): one vendor's games. */
export function VendorGameListPage() {
  const { t } = useTranslation();
  const { vassalage = '', gameType = '' } = useParams();
  const menus = useGameMenus();
  const category = (menus.data ?? []).find((c) =>
    c.vendors.some(
      (v) => v.vassalage.toLowerCase() === vassalage && v.gameType.toLowerCase() === gameType,
    ),
  );
  const vendor = category?.vendors.find(
    (v) => v.vassalage.toLowerCase() === vassalage && v.gameType.toLowerCase() === gameType,
  );
  const navKey = category ? CATEGORY_NAV[category.gameCategory] : undefined;
  return (
    <section
      data-testid="vendor-game-list-screen"
      data-vassalage={vassalage}
      data-game-type={gameType}
      aria-labelledby="vendor-game-list-title"
    >
      <h1 id="vendor-game-list-title">{vendor?.displayName ?? vassalage.toUpperCase()}</h1>
      {vendor && navKey ? (
        <CategoryGames
          navKey={navKey}
          vendors={category?.vendors ?? []}
          vassalage={vendor.vassalage}
        />
      ) : menus.isPending ? null : (
        <EmptyState message={t('game_list.empty')} />
      )}
    </section>
  );
}
