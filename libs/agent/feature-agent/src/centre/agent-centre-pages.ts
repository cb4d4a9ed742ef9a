/**
 * The agent centre's menu (spec §2), in order; the announcement page first, team overview the default.
 * The dividend record and the daily wages show only with such a contract (see visibleAgentPages).
 */
export const AGENT_CENTRE_PAGES = [
  'announcement',
  'teamOverview',
  'registerCentre',
  'downlineManagement',
  'teamBetting',
  'userLoss',
  'myIncome',
  'downlineTransactions',
  'contracts',
  'dividendRecord',
  'dailyWages',
  'hourlySalary',
  'realtimeSalary',
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

export const DEFAULT_AGENT_PAGE: AgentCentrePage = 'teamOverview';

/**
 * On a phone the menu is a page of its own (`?agentCenter=menu`), and every page has a back link
 * to it. On a wider screen the menu sits beside the page, so `menu` shows the default page.
 */
export const AGENT_MENU = 'menu';

export function agentCentrePageOf(requested: string | null): AgentCentrePage {
  return AGENT_CENTRE_PAGES.find((page) => page === requested) ?? DEFAULT_AGENT_PAGE;
}
