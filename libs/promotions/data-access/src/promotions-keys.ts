/** One query-key factory for the promotions domain (CONVENTIONS §6): promotions, the points mall, sponsors. */
export const promotionsKeys = {
  all: ['promotions'] as const,
  list: (language: string) => [...promotionsKeys.all, 'list', language] as const,
  points: () => [...promotionsKeys.all, 'points'] as const,
  pointsSummary: () => [...promotionsKeys.points(), 'summary'] as const,
  pointsRewards: (language: string) => [...promotionsKeys.points(), 'rewards', language] as const,
  redeemRecords: (pageNo: number) => [...promotionsKeys.points(), 'redeem-records', pageNo] as const,
  pointsDetails: (pageNo: number) => [...promotionsKeys.points(), 'details', pageNo] as const,
  sponsors: (language: string) => [...promotionsKeys.all, 'sponsors', language] as const,
};
