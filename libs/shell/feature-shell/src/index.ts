export { SystemStatusGate } from './components/system-status-gate';
export { RequireLogin } from './components/require-login';
export { ScrollManager } from './components/scroll-manager';
export { AppLayout } from './components/app-layout';
export { HomePage } from './home/home-page';
export { RouteScreen } from './pages/route-screen';
export { openCustomerService, CUSTOMER_SERVICE_WINDOW } from './utils/open-customer-service';
export {
  loadGameCentrePage,
  loadGameListCentrePage,
  loadLotteryPage,
  loadVendorGameListPage,
  loadPointMallPage,
  loadSponsorPage,
  loadSeamlessPage,
  loadDescriptionPage,
  loadAppDownloadPage,
  loadAgentHomePage,
  loadWinnersPage,
  loadMirrorsPage,
  loadNotFoundPage,
  loadInstallPromptCapture,
} from './screens';
export { PATH_GAME_TYPE, gameTypeForPath } from './utils/path-game-type';
export type { GameTypePath } from './utils/path-game-type';
export { HOME_PATHS, layoutFor } from './utils/layout';
export type { ShellLayout } from './utils/layout';
export {
  NAV_ORDER,
  NAV_PATHS,
  buildHeaderMenu,
  buildSideMenu,
  lotteryRoute,
  lotteryRouteForVassalage,
  cockfightVendor,
  gameListCenterPath,
} from './utils/navigation';
export type { NavItem, NavKey } from './utils/navigation';
export { useIsMobile } from './hooks/use-is-mobile';
export { isMobileDevice, detectMobile } from './utils/is-mobile';
