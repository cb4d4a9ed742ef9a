import { describe, expect, it } from 'vitest';
import {
  limitsSchema,
  protectionLimitsCall,
  setProtectionLimitCall,
  startCoolOffCall,
  startSelfExclusionCall,
} from './protection';

describe('protection calls', () => {
  it('sets one limit or removes it with null, within the amount range, and nothing else', () => {
    expect(setProtectionLimitCall.request.safeParse({ kind: 'deposit', period: 'day', value: 100_00 }).success).toBe(true);
    expect(setProtectionLimitCall.request.safeParse({ kind: 'session', period: 'session', value: null }).success).toBe(true);
    expect(setProtectionLimitCall.request.safeParse({ kind: 'deposit', period: 'day', value: 0 }).success).toBe(false);
    expect(setProtectionLimitCall.request.safeParse({ kind: 'deposit', period: 'day', value: 1.5 }).success).toBe(false);
    expect(setProtectionLimitCall.request.safeParse({ kind: 'bonus', period: 'day', value: 1 }).success).toBe(false);
    expect(setProtectionLimitCall.request.safeParse({ kind: 'deposit', period: 'year', value: 1 }).success).toBe(false);
    expect(setProtectionLimitCall.request.safeParse({ kind: 'deposit', period: 'day', value: 1, memberId: 2 }).success).toBe(false);
  });

  it('takes a cool-off of 1 to 42 days and a self-exclusion of 6 to 60 months or permanent, both with the password, encrypted', () => {
    expect(startCoolOffCall.request.safeParse({ days: 1, password: 'p' }).success).toBe(true);
    expect(startCoolOffCall.request.safeParse({ days: 42, password: 'p' }).success).toBe(true);
    expect(startCoolOffCall.request.safeParse({ days: 43, password: 'p' }).success).toBe(false);
    expect(startCoolOffCall.request.safeParse({ days: 7 }).success).toBe(false);
    expect(startSelfExclusionCall.request.safeParse({ months: 'permanent', password: 'p' }).success).toBe(true);
    expect(startSelfExclusionCall.request.safeParse({ months: 5, password: 'p' }).success).toBe(false);
    expect(startSelfExclusionCall.request.safeParse({ months: 61, password: 'p' }).success).toBe(false);
    expect(startCoolOffCall.encrypted && startSelfExclusionCall.encrypted).toBe(true);
    expect(protectionLimitsCall.token).toBe(true);
  });

  it('reads a limit with its pending raise', () => {
    const parsed = limitsSchema.parse({
      limits: [{ kind: 'deposit', period: 'week', current: 100, pending: 200, pendingFrom: '2030-01-02T00:00:00.000Z', used: 40 }],
      increaseDelayHours: 24,
    });
    expect(parsed.limits[0]?.pending).toBe(200);
  });
});
