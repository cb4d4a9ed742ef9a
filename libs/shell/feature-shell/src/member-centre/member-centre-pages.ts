/** The member centre's menu (spec §2 "Member centre menu pages"), in the spec's order. */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  // Not in the spec's menu: player protection (issue 11), required by the regulators it names.
  'responsibleGaming',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** The query parameter that opens the member centre on a page, from any route. */
export const MEMBER_CENTRE_PARAM = 'memberCenter';
/** The agent centre's query parameter (the user menu links to /?agentCenter=teamOverview). */
export const AGENT_CENTRE_PARAM = 'agentCenter';

/** Whether the URL opens the member or the agent centre: other popups wait until it closes. */
export function isCentreOpen(params: URLSearchParams): boolean {
  return params.has(MEMBER_CENTRE_PARAM) || params.has(AGENT_CENTRE_PARAM);
}

/**
 * The page to show for a requested name: that page when it is available, otherwise the first
 * available page in menu order (securityCenter is the default when it exists).
 */
export function resolveMemberCentrePage(
  requested: string | null,
  available: readonly MemberCentrePage[],
): MemberCentrePage | null {
  const inOrder = MEMBER_CENTRE_PAGES.filter((page) => available.includes(page));
  return inOrder.find((page) => page === requested) ?? inOrder[0] ?? null;
}
