/** The member domain's query keys. */
export const memberKeys = {
  all: ['member'] as const,
  profile: () => [...memberKeys.all, 'profile'] as const,
  referral: () => [...memberKeys.all, 'referral'] as const,
  profit: (range: object) => [...memberKeys.all, 'profit', range] as const,
  bonus: (type: string, pageNo: number) => [...memberKeys.all, 'bonus', type, pageNo] as const,
  missions: () => [...memberKeys.all, 'missions'] as const,
  leaderboard: () => [...memberKeys.all, 'leaderboard'] as const,
  messages: () => [...memberKeys.all, 'messages'] as const,
  messagePage: (filter: string, pageNo: number) => [...memberKeys.messages(), filter, pageNo] as const,
  unread: () => [...memberKeys.messages(), 'unread'] as const,
  feedbackConfig: () => [...memberKeys.all, 'feedback-config'] as const,
  rewards: () => [...memberKeys.all, 'rewards'] as const,
  rewardCenter: (language: string) => [...memberKeys.rewards(), language] as const,
  bets: (source: 'inHouse' | 'lottery', pageNo: number) => [...memberKeys.all, 'bets', source, pageNo] as const,
};
