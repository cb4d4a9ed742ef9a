export { shellKeys, isAnnouncementList } from './shell-query-keys';
export { fetchSystemStatus, systemStatusQueryOptions, useSystemStatus } from './system-status';
export { SESSION_CACHE_KEYS, readSessionCache, writeSessionCache, clearSessionCache } from './session-cache';
export type { SessionCacheKey } from './session-cache';
export { fetchGameMenus, gameMenusQueryOptions, useGameMenus } from './game-menus';
export { fetchBanners, bannersQueryOptions, useBanners } from './banners';
export type { BannerGroup } from './banners';
export {
  POPUP_ANNOUNCEMENT_TYPES,
  HOME_NOTICE_TYPES,
  shouldFetchAnnouncements,
  fetchAnnouncements,
  announcementsQueryOptions,
  useAnnouncements,
} from './announcements';
export { sortWinnersByAmount, fetchWinners, winnersQueryOptions, useWinners, refreshWinners } from './winners';
export {
  fetchHotGames,
  hotGamesQueryOptions,
  useHomeHotGames,
  refreshHotGames,
  popularGamesQueryOptions,
  usePopularGames,
} from './home-games';
export { fetchHelpCentre, helpCentreQueryOptions, useHelpCentre } from './help-centre';
export type { HelpTopic } from './help-centre';
export { useLanguageUpdate, reloadForLanguage, LANGUAGE_RELOADED_QUERIES } from './language-change';
