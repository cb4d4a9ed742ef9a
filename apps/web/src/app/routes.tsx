import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  AppLayout,
  HOME_PATHS,
  HomePage,
  RequireLogin,
  loadAgentHomePage,
  loadAppDownloadPage,
  loadDescriptionPage,
  loadGameCentrePage,
  loadGameListCentrePage,
  loadLotteryPage,
  loadPointMallPage,
  loadSeamlessPage,
  loadSponsorPage,
  loadVendorGameListPage,
  loadWinnersPage,
  loadMirrorsPage,
  loadNotFoundPage,
} from '@platform/shell/feature-shell';
import { Spinner } from '@platform/shared/ui-kit';

export { PATH_GAME_TYPE, HOME_PATHS } from '@platform/shell/feature-shell';

// Every route but home is its own chunk (ARCHITECTURE "Code splitting").
const GameCentrePage = lazy(loadGameCentrePage);
const GameListCentrePage = lazy(loadGameListCentrePage);
const LotteryPage = lazy(loadLotteryPage);
const VendorGameListPage = lazy(loadVendorGameListPage);
const PointMallPage = lazy(loadPointMallPage);
const SponsorPage = lazy(loadSponsorPage);
const SeamlessPage = lazy(loadSeamlessPage);
const DescriptionPage = lazy(loadDescriptionPage);
const AppDownloadPage = lazy(loadAppDownloadPage);
const AgentHomePage = lazy(loadAgentHomePage);
const WinnersPage = lazy(loadWinnersPage);
const MirrorsPage = lazy(loadMirrorsPage);
const NotFoundPage = lazy(loadNotFoundPage);
const PromotionsPage = lazy(() =>
  import('@platform/promotions/feature-promotions').then((m) => ({ default: m.PromotionsPage })),
);

export const LOGIN_REQUIRED_PATHS = ['/lottery', '/seaLottery', '/vnLottery'];
export const GAME_CENTRE_PATHS = ['/cockfight', '/sports', '/esports'] as const;
export const GAME_LIST_CENTRE_PATHS = ['/rng', '/live', '/fish', '/pvp', '/inHouse', '/hot'] as const;
/** The named route gameListCenter: vassalage and gameType, both lowercased (spec §2). */
export const GAME_LIST_CENTER_ROUTE = '/gameListCenter/:vassalage/:gameType';

function RouteLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('app.loading')} />;
}

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<RouteLoading />}>{children}</Suspense>;
}

const screen = (Screen: ComponentType) => (
  <Loading>
    <Screen />
  </Loading>
);

const navKey = <P extends string>(path: P) => path.slice(1) as P extends `/${infer K}` ? K : never;

/**
 * The spec's route table (§2), history mode. Declarative routing (BrowserRouter +
 * useRoutes): the data router would add ~15 kB gzip to the home route for loaders and
 * actions this app does not use. Which shell views each screen has (footer, side menu)
 * is the layout's concern (layoutFor in the shell).
 */
export const routeTable: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...HOME_PATHS.map((path) => ({ path, element: <HomePage /> })),
      ...GAME_CENTRE_PATHS.map((path) => ({
        path,
        element: (
          <Loading>
            <GameCentrePage navKey={navKey(path)} />
          </Loading>
        ),
      })),
      ...GAME_LIST_CENTRE_PATHS.map((path) => ({
        path,
        element: (
          <Loading>
            <GameListCentrePage navKey={navKey(path)} />
          </Loading>
        ),
      })),
      ...LOGIN_REQUIRED_PATHS.map((path) => ({
        path,
        element: <RequireLogin>{screen(LotteryPage)}</RequireLogin>,
      })),
      { path: '/promotions', element: screen(PromotionsPage) },
      { path: '/pointMall', element: screen(PointMallPage) },
      { path: '/sponsor', element: screen(SponsorPage) },
      { path: '/seamless', element: screen(SeamlessPage) },
      { path: '/description', element: screen(DescriptionPage) },
      { path: '/down', element: screen(AppDownloadPage) },
      // Spec §2 "winners list, mirror list" (screens named only by text): their paths are ours.
      { path: '/winners', element: screen(WinnersPage) },
      { path: '/mirrors', element: screen(MirrorsPage) },
      // Spec §4: agent-page users land here after login; a guest gets the agents-only login.
      { path: '/agentHome', element: screen(AgentHomePage) },
      { path: GAME_LIST_CENTER_ROUTE, element: screen(VendorGameListPage) },
      { path: '*', element: screen(NotFoundPage) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routeTable);
}
