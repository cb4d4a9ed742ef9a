/**
 * Loaders of the routed screens other than home. apps/web wraps each in React.lazy,
 * so every route is its own chunk and the home route downloads none of them.
 */
export const loadGameCentrePage = () => import('./pages/game-centre-page').then((m) => ({ default: m.GameCentrePage }));
export const loadGameListCentrePage = () =>
  import('./pages/game-list-centre-page').then((m) => ({ default: m.GameListCentrePage }));
export const loadLotteryPage = () => import('./pages/lottery-page').then((m) => ({ default: m.LotteryPage }));
export const loadVendorGameListPage = () =>
  import('./pages/vendor-game-list-page').then((m) => ({ default: m.VendorGameListPage }));
export const loadPointMallPage = () => import('./pages/point-mall-page').then((m) => ({ default: m.PointMallPage }));
export const loadSponsorPage = () => import('./pages/sponsor-page').then((m) => ({ default: m.SponsorPage }));
export const loadSeamlessPage = () => import('./pages/seamless-page').then((m) => ({ default: m.SeamlessPage }));
export const loadDescriptionPage = () => import('./pages/description-page').then((m) => ({ default: m.DescriptionPage }));
export const loadAppDownloadPage = () => import('./pages/app-download-page').then((m) => ({ default: m.AppDownloadPage }));
export const loadWinnersPage = () => import('./pages/winners-page').then((m) => ({ default: m.WinnersPage }));
export const loadMirrorsPage = () => import('./pages/mirrors-page').then((m) => ({ default: m.MirrorsPage }));
// An unknown deep link is rare, and the page is small, but nothing of it is needed on home.
export const loadNotFoundPage = () => import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage }));
export const loadAgentHomePage = () => import('./pages/agent-home-page').then((m) => ({ default: m.AgentHomePage }));
/**
 * The install-offer capture (issue 11 PWA) as its own small chunk, so the app entry can start it
 * without adding it to the home route's initial script.
 */
export const loadInstallPromptCapture = () => import('./pwa/install-prompt');
