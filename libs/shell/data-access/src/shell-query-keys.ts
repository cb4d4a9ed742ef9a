/** One query-key factory for the shell domain (CONVENTIONS §6). */
export const shellKeys = {
  all: ['shell'] as const,
  systemStatus: (merchantCode: string | null) => [...shellKeys.all, 'system-status', merchantCode] as const,
  gameMenus: () => [...shellKeys.all, 'game-menus'] as const,
  banners: (groupName: string, language: string) => [...shellKeys.all, 'banners', groupName, language] as const,
  announcementsAll: () => [...shellKeys.all, 'announcements'] as const,
  /** Keyed by the token too: the gateway answers guests and members different executions. */
  announcements: (types: string, language: string, token: string | null) =>
    [...shellKeys.announcementsAll(), types, language, token] as const,
  winnersAll: () => [...shellKeys.all, 'winners'] as const,
  winners: (language: string) => [...shellKeys.winnersAll(), language] as const,
  /** The home page's hot games (cached under HOT_GAMES) and popular games (the recommended tab). */
  hotGamesAll: () => [...shellKeys.all, 'hot-games'] as const,
  hotGames: (language: string) => [...shellKeys.hotGamesAll(), language] as const,
  popularGamesAll: () => [...shellKeys.all, 'popular-games'] as const,
  popularGames: (language: string) => [...shellKeys.popularGamesAll(), language] as const,
  helpCentre: (language: string) => [...shellKeys.all, 'help-centre', language] as const,
};

/**
 * Every library keys its announcement lists `[<domain>, 'announcements', ...]` (the shell's home
 * popups and notices, the agent centre's page), so one live push can refetch them all.
 */
export const isAnnouncementList = (queryKey: readonly unknown[]): boolean => queryKey[1] === 'announcements';
