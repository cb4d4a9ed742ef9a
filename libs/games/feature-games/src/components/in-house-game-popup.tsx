import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@platform/shared/api-contract';
import { Modal, Spinner } from '@platform/shared/ui-kit';

// The game (reels, dice, sounds, the fairness panel) is its own chunk, fetched when a game opens:
// the home route's initial JS does not carry it.
const InHouseGame = lazy(() =>
  import('./in-house/in-house-game').then((m) => ({ default: m.InHouseGame })),
);

/**
 * The in-house (PGE) game popup: the modal opens at once, and the game inside it as soon as its
 * chunk arrives (in-house/in-house-game.tsx).
 */
export function InHouseGamePopup({ game, onClose }: { game: Game; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      name="inHouseGame"
      title={game.displayName}
      closeLabel={t('common.close')}
      onClose={onClose}
      width={460}
      height={780}
    >
      <Suspense fallback={<Spinner label={t('app.loading')} />}>
        <InHouseGame game={game} />
      </Suspense>
    </Modal>
  );
}
