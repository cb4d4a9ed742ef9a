import { describe, expect, it } from 'vitest';
import { MEMBER_CENTRE_PAGES, resolveMemberCentrePage } from './member-centre-pages';

describe('member centre pages (spec §2)', () => {
  it('lists the 13 pages in the spec order, securityCenter first, then responsible gaming (issue 11)', () => {
    expect(MEMBER_CENTRE_PAGES).toEqual([
      'securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy',
      'transactionHistory', 'personalProfit', 'bonusDetails', 'rewardCenter', 'referral', 'missionLeaderboard', 'messageV2',
      'responsibleGaming',
    ]);
  });

  it('opens the requested page, or the first available one in menu order', () => {
    const available = ['withdraw', 'transferFund'] as const;
    expect(resolveMemberCentrePage('withdraw', available)).toBe('withdraw');
    expect(resolveMemberCentrePage('securityCenter', available)).toBe('transferFund');
    expect(resolveMemberCentrePage(null, [...MEMBER_CENTRE_PAGES])).toBe('securityCenter');
    expect(resolveMemberCentrePage('x', [])).toBeNull();
  });
});
