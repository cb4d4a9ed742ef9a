/**
 * Spec §2 "Header user menu": my account, withdraw, account record, betting record,
 * agent centre (agents only), sign out. The member and agent centres are popups opened by the
 * query string, so every entry is a plain link that works from any route.
 */
export type UserMenuKey = 'myAccount' | 'withdraw' | 'accountRecord' | 'bettingRecord' | 'agentCentre' | 'signOut';

export interface UserMenuEntry {
  key: UserMenuKey;
  /** Where it goes; sign out has none (it calls logout, which goes to /). */
  to: string | null;
}

/** The member centre pages of spec §2 the menu opens. */
export function memberCentrePath(page: string): string {
  return `/?memberCenter=${page}`;
}

export function buildUserMenu(isAgent: boolean): UserMenuEntry[] {
  const entries: UserMenuEntry[] = [
    { key: 'myAccount', to: memberCentrePath('securityCenter') },
    { key: 'withdraw', to: memberCentrePath('withdraw') },
    { key: 'accountRecord', to: memberCentrePath('transactionHistory') },
    { key: 'bettingRecord', to: memberCentrePath('personalHistoryCopy') },
  ];
  if (isAgent) entries.push({ key: 'agentCentre', to: '/?agentCenter=teamOverview' });
  entries.push({ key: 'signOut', to: null });
  return entries;
}
