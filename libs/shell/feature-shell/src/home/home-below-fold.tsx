import { lazy, memo, Suspense, type ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import type { HomeSection } from '@platform/shared/brand';
import { languageAtom, loginStateAtom } from '@platform/shared/session';
import { Button, EmptyState, Skeleton } from '@platform/shared/ui-kit';
import type { Game } from '@platform/shared/api-contract';
import {
  refreshHotGames,
  refreshWinners,
  useGameMenus,
  useHomeHotGames,
  usePopularGames,
  useWinners,
} from '@platform/shell/data-access';
import { usePromotions } from '@platform/promotions/feature-promotions/shell-api';
import { useLaunchGuard } from '../hooks/use-game-launch';
import { recommendedGames } from '../utils/game-tabs';
import { CasinoList } from './casino-list';
import { GAMES_PLACEHOLDER_HEIGHT, GameTabs } from './game-tabs';
import { Section, SectionHeading } from './home-sections';
import { WinnerBoard } from './winner-board';

// The promotions lib is also the /promotions route's chunk: import it the same (dynamic) way,
// or the bundler splits every module the two share into chunks of their own.
const PromotionsCarousel = lazy(() =>
  import('@platform/promotions/feature-promotions').then((m) => ({ default: m.PromotionsCarousel })),
);
// The tiles are the games feature's, loaded as the category screens load it (home's first screen never does).
const GameTiles = lazy(() => import('@platform/games/feature-games').then((m) => ({ default: m.GameTiles })));

/**
 * Everything below the home page's first screen, in its own chunk: the game tabs (hot games from the
 * HOT_GAMES cache, favourites, recommended = the popular games flagged top) with the games feature's
 * tiles, the casino list, the biggest-wins board and the promotions carousel.
 *
 * Each section subscribes to its own queries. A query's answer re-renders synchronously (React
 * Query reads its cache through useSyncExternalStore), so with one component for all five, each of
 * the five answers re-rendered every section: five long tasks on a phone instead of five short ones.
 */
export const HomeBelowFold = memo(function HomeBelowFold() {
  // The brand picks which sections show and in what order (tokens.json layout.home.sections).
  const { sections } = useTheme().layout.home;
  return (
    <>
      {sections.map((id) => {
        const Section = HOME_SECTION_COMPONENTS[id];
        return <Section key={id} />;
      })}
    </>
  );
});

function GamesSection() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const { isLogin } = useAtomValue(loginStateAtom);
  const queryClient = useQueryClient();
  const hot = useHomeHotGames(language);
  const popular = usePopularGames(language);
  const launchGuard = useLaunchGuard();
  const noGames = t('home.games_empty');
  const gamesPlaceholder = <Skeleton shape="rect" height={GAMES_PLACEHOLDER_HEIGHT} />;
  return (
    <Section aria-labelledby="home-games">
      <SectionHeading id="home-games">
        {t('home.games')}
        <Button variant="ghost" onClick={() => void refreshHotGames(queryClient, language)} data-testid="hot-games-refresh">
          {t('home.refresh')}
        </Button>
      </SectionHeading>
      <Suspense fallback={gamesPlaceholder}>
        <GameTiles launchGuard={launchGuard}>
          {({ renderTile, favourites, favouritesPending }) => (
            <GameTabs<Game>
              label={t('home.games')}
              tabs={[
                { id: 'hot', label: t('home.tab_hot'), items: hot.data ?? [], pending: hot.isPending, emptyMessage: noGames },
                {
                  id: 'favourite',
                  label: t('home.tab_favourite'),
                  items: isLogin ? favourites : [],
                  pending: isLogin && favouritesPending,
                  emptyMessage: isLogin ? t('home.favourites_empty') : t('home.favourites_login'),
                },
                {
                  id: 'recommended',
                  label: t('home.tab_recommended'),
                  items: recommendedGames(popular.data ?? []),
                  pending: popular.isPending,
                  emptyMessage: noGames,
                },
              ]}
              itemKey={(game) => game.nodeId}
              renderItem={renderTile}
            />
          )}
        </GameTiles>
      </Suspense>
    </Section>
  );
}

function CasinoSection() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const hasVendors = (menus.data ?? []).some((category) => category.vendors.length > 0);
  return (
    <Section aria-labelledby="home-casino" data-testid="casino-list">
      <SectionHeading id="home-casino">{t('home.casino')}</SectionHeading>
      {menus.isPending ? (
        <Skeleton shape="rect" height="160px" />
      ) : hasVendors ? (
        <CasinoList categories={menus.data ?? []} />
      ) : (
        <EmptyState message={t('home.games_empty')} />
      )}
    </Section>
  );
}

function WinnersSection() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const queryClient = useQueryClient();
  const winners = useWinners(language);
  return (
    <Section aria-labelledby="home-winners" data-testid="winner-board">
      <SectionHeading id="home-winners">
        {t('home.winners')}
        <Button variant="ghost" onClick={() => void refreshWinners(queryClient, language)} data-testid="winners-refresh">
          {t('home.refresh')}
        </Button>
      </SectionHeading>
      {winners.isPending ? (
        <Skeleton shape="rect" height="240px" />
      ) : (winners.data ?? []).length === 0 ? (
        <EmptyState message={t('common.no_data')} />
      ) : (
        <WinnerBoard winners={winners.data ?? []} />
      )}
    </Section>
  );
}

function PromotionsSection() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const promotions = usePromotions(language);
  return (
    // Not a landmark itself: the carousel inside is the "Promotions" region, and two regions of one
    // name are what axe's landmark-unique reports.
    <Section data-testid="home-promotions">
      <SectionHeading id="home-promotions">{t('screen.promotions')}</SectionHeading>
      {promotions.isPending ? (
        <Skeleton shape="rect" height="160px" />
      ) : (promotions.data ?? []).length === 0 ? (
        <EmptyState message={t('promotions.empty')} />
      ) : (
        <Suspense fallback={<Skeleton shape="rect" height="160px" />}>
          <PromotionsCarousel promotions={promotions.data ?? []} />
        </Suspense>
      )}
    </Section>
  );
}

const HOME_SECTION_COMPONENTS: Record<HomeSection, ComponentType> = {
  games: GamesSection,
  casino: CasinoSection,
  winners: WinnersSection,
  promotions: PromotionsSection,
};
