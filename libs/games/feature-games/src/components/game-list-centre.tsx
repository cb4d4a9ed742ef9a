import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Vendor } from '@platform/shared/api-contract';
import {
  filterNeedsLogin,
  gameFilters,
  useFavourites,
  useSignedIn,
  useVassGameType,
  type GameCategoryName,
  type GameFilter,
} from '@platform/games/data-access';
import { useBrand } from '@platform/shared/session';
import { Alert } from '@platform/shared/ui-kit';
import { useCategoryGames } from '../hooks/use-category-games';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useGameLauncher, type LaunchGuard } from '../hooks/use-game-launcher';
import { useTileRenderer } from '../hooks/use-tile-renderer';
import { FilterBar } from './filter-bar';
import { GameGrid } from './game-grid';
import { InHouseGamePopup } from './in-house-game-popup';
import { VendorGamesPopup } from './vendor-games-popup';
import { VendorSlider } from './vendor-slider';

/** The search asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface GameListCentreProps {
  /** The menu category (INHOUSE, ESPORTS and COCKFIGHT split by the brand), or the hot list. */
  category: GameCategoryName | 'HOT';
  /** The category's vendors from the game menus; what a guest sees (vass game type needs a session). */
  vendors: readonly Vendor[];
  /** The shell's launch guard: login popup for guests, the register notice for trial accounts. */
  launchGuard: LaunchGuard;
  /** A vendor page (gameListCenter): the list stays on this vendor, without the vendor slider. */
  vassalage?: string;
}

/**
 * The game-list centre and game centre body: vendor slider, category filters, search by name and
 * the windowed game grid with load-more, plus the game popups a tile opens.
 */
export function GameListCentre({
  category,
  vendors,
  launchGuard,
  vassalage: fixedVendor,
}: GameListCentreProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const signedIn = useSignedIn();
  const [vendor, setVendor] = useState<string | undefined>(fixedVendor);
  const [filter, setFilter] = useState<GameFilter>('ALL');
  const [search, setSearch] = useState('');
  const gameName = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  const vass = useVassGameType(category === 'HOT' ? 'RNG' : category, {
    enabled: category !== 'HOT',
  });
  const categoryVendors = vass.data?.vendors ?? vendors;
  const classifications = (vass.data?.gameClassify ?? [])
    .filter((c) => !vendor || c.vendors.includes(vendor))
    .map((c) => c.key);
  const filters = gameFilters({
    gameType: category,
    classifications,
    ignore: brand.menu.filterIgnore,
  });
  const vendorCodes =
    category === 'HOT' ? null : new Set(categoryVendors.map((v) => v.vassalage.toUpperCase()));

  const favourites = useFavourites();
  const launcher = useGameLauncher(launchGuard);
  const renderTile = useTileRenderer(launcher, launchGuard, favourites);
  const source = useCategoryGames({
    category,
    vendors: vendorCodes,
    vassalage: vendor,
    filter,
    gameName,
    favourites,
  });

  const chooseFilter = (next: GameFilter) => {
    // Favourites and recent need a session (spec §2): a guest is asked to log in instead.
    if (filterNeedsLogin(next) && !signedIn) {
      launchGuard();
      return;
    }
    setFilter(next);
  };

  const chooseVendor = (next: string | undefined) => {
    setVendor(next);
    // Spec §4: switching vendor resets the filter slider to the start.
    setFilter('ALL');
  };

  return (
    <Centre
      data-testid="game-list-centre"
      data-category={category}
      data-filter={filter}
      data-vendor={vendor ?? ''}
    >
      {fixedVendor ? null : (
        <VendorSlider vendors={categoryVendors} value={vendor} onChange={chooseVendor} />
      )}
      <Toolbar>
        <FilterBar
          filters={filters}
          value={filters.includes(filter) ? filter : 'ALL'}
          onChange={chooseFilter}
          resetKey={vendor ?? ''}
        />
        <Search
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('game_list.search_placeholder')}
          aria-label={t('game_list.search')}
          data-testid="game-search"
        />
      </Toolbar>
      {launcher.error ? (
        <Alert tone="error" testId="game-launch-error">
          {t(`errors.${launcher.error.code}`, { defaultValue: t('game_list.launch_failed') })}
        </Alert>
      ) : null}
      <GameGrid
        key={`${vendor ?? ''}|${filter}|${gameName}`}
        games={source.games}
        total={source.total}
        isPending={source.isPending}
        hasMore={source.hasMore}
        isLoadingMore={source.isLoadingMore}
        onLoadMore={source.loadMore}
        renderTile={renderTile}
        emptyMessage={t('game_list.empty')}
      />
      {launcher.vendorTile ? (
        <VendorGamesPopup
          tile={launcher.vendorTile}
          renderTile={renderTile}
          onClose={launcher.closeVendor}
        />
      ) : null}
      {launcher.inHouse ? (
        <InHouseGamePopup game={launcher.inHouse} onClose={launcher.closeInHouse} />
      ) : null}
    </Centre>
  );
}

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-sm);
`;

const Search = styled.input`
  flex: 1 1 200px;
  max-width: 320px;
  min-height: 44px;
  padding: var(--space-xs) var(--space-sm);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-text);
`;
