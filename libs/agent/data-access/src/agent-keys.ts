/** The agent domain's query keys: one root, so a register or a contract answer refreshes every agent view. */
export const agentKeys = {
  all: ['agent'] as const,
  overview: () => [...agentKeys.all, 'overview'] as const,
  overviewDay: (date: string) => [...agentKeys.overview(), 'day', date] as const,
  downlines: (pageNo: number, search: string) => [...agentKeys.all, 'downlines', pageNo, search] as const,
  report: (id: string, request: unknown) => [...agentKeys.all, 'report', id, request] as const,
  contracts: () => [...agentKeys.all, 'contracts'] as const,
  consolidated: () => [...agentKeys.all, 'consolidated'] as const,
  announcementsAll: () => [...agentKeys.all, 'announcements'] as const,
  announcements: (language: string) => [...agentKeys.announcementsAll(), language] as const,
};
