import { describe, expect, it } from 'vitest';
import { bonusDetailsCall, personalProfitCall } from './member';
import { FEEDBACK_DEFAULT_WORDS, countWords, feedbackCall, messagesCall } from './messages';
import { ACTIVITY_STATUSES, applyActivityCall } from './rewards';

const uuid = '123e4567-e89b-42d3-a456-426614174000';

describe('member-centre contracts', () => {
  it('counts words as runs of non-space characters, with default bounds 10 and 500 (spec §5)', () => {
    expect(FEEDBACK_DEFAULT_WORDS).toEqual({ min: 10, max: 500 });
    expect(countWords('')).toBe(0);
    expect(countWords('  one\ttwo\nthree  ')).toBe(3);
    expect(countWords('não é possível')).toBe(3);
  });

  it('lists the ten activity statuses of spec §4 in its order', () => {
    expect(ACTIVITY_STATUSES).toEqual(['join', 'claim', 'applying', 'closed', 'rejected', 'issued', 'claimed', 'in_process', 'joined', 'coming_soon']);
  });

  it('takes a remark of at most 140 characters and at most 3 images (spec §5)', () => {
    const ok = { promotionId: 1, remark: 'x'.repeat(140), uploadIds: [uuid, uuid, uuid] };
    expect(applyActivityCall.request.safeParse(ok).success).toBe(true);
    expect(applyActivityCall.request.safeParse({ ...ok, remark: 'x'.repeat(141) }).success).toBe(false);
    expect(applyActivityCall.request.safeParse({ ...ok, uploadIds: [uuid, uuid, uuid, uuid] }).success).toBe(false);
    expect(feedbackCall.request.safeParse({ idempotencyKey: uuid, content: 'a', uploadIds: [uuid, uuid, uuid, uuid] }).success).toBe(false);
    expect(feedbackCall.method).toBe('PUT');
  });

  it('reads query strings as numbers on the message list, and days as yyyy-MM-dd on the profit report', () => {
    expect(messagesCall.request.parse({ pageNo: '2', filter: 'unread' })).toEqual({ pageNo: 2, filter: 'unread' });
    expect(messagesCall.request.safeParse({ pageSize: '51' }).success).toBe(false);
    expect(personalProfitCall.request.safeParse({ from: '2030-01-01', to: '2030-01-31' }).success).toBe(true);
    expect(personalProfitCall.request.safeParse({ from: '2030-1-1' }).success).toBe(false);
    expect(bonusDetailsCall.request.safeParse({ type: 'rebate', pageSize: 50 }).success).toBe(true);
  });
});
