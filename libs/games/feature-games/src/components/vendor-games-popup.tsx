import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@platform/shared/api-contract';
import { useGameList, useHotGames, useSignedIn } from '@platform/games/data-access';
import { Modal } from '@platform/shared/ui-kit';
import { pickGames } from '../utils/pick-games';
import { GameGrid } from './game-grid';

/** A VASSALAGE tile's popup: the vendor's own game list (spec §2 "Game tile"). */
export function VendorGamesPopup({
  tile,
  renderTile,
  onClose,
}: {
  tile: Game;
  renderTile: (game: Game) => ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const list = useGameList({ vassalage: tile.vassalage });
  // A guest has no game list call; the vendor's hot games stand in.
  const hot = useHotGames(tile.vassalage);
  const games = signedIn
    ? (list.data?.pages.flatMap((page) => page.content) ?? [])
    : pickGames(hot.data ?? [], { vendors: null, vassalage: tile.vassalage, gamesOnly: true });
  return (
    <Modal
      name="vendorGamesModal"
      title={t('game_list.vendor_games', { name: tile.nodeName || tile.displayName })}
      closeLabel={t('common.close')}
      onClose={onClose}
      width={960}
      height={720}
    >
      <GameGrid
        games={games}
        total={signedIn ? (list.data?.pages[0]?.totalElements ?? 0) : games.length}
        isPending={signedIn ? list.isPending : hot.isPending}
        hasMore={signedIn && list.hasNextPage}
        isLoadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        renderTile={renderTile}
        emptyMessage={t('game_list.empty')}
      />
    </Modal>
  );
}
