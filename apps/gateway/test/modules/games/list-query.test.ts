import { gameListCall } from '@platform/shared/api-contract';
import { describe, expect, it } from 'vitest';
import { checkedOnce } from '../../../src/modules/games/list-query';

describe('the game list query, checked once per distinct query', () => {
  const query = { clientType: '3', pageNo: '2', pageSize: '16', gameType: 'RNG', language: 'EN' };

  it('answers exactly what the contract schema answers, and reuses a frozen result for the same query', () => {
    const checked = checkedOnce(gameListCall.request);
    const first = checked.safeParse({ ...query });
    expect(first).toEqual(gameListCall.request.safeParse({ ...query }));
    expect(checked.safeParse({ ...query })).toBe(first);
    expect(Object.isFrozen(first.data)).toBe(true);
    expect(checked.safeParse({ ...query, pageNo: '3' }).data?.pageNo).toBe(3);
  });

  it('still refuses what the contract refuses, every time, and keeps no refusal', () => {
    const checked = checkedOnce(gameListCall.request);
    for (let i = 0; i < 2; i++) {
      expect(checked.safeParse({ ...query, clientType: '2' }).success).toBe(false);
      expect(checked.safeParse({ ...query, pageSize: '51' }).success).toBe(false);
      expect(checked.safeParse({ ...query, gameName: 'x'.repeat(65) }).success).toBe(false);
    }
  });

  it('checks a repeated parameter (an array) every time instead of keeping it', () => {
    const checked = checkedOnce(gameListCall.request);
    const repeated = { ...query, gameType: ['RNG', 'LIVE'] };
    expect(checked.safeParse(repeated).success).toBe(false);
    expect(checked.safeParse(repeated)).not.toBe(checked.safeParse(repeated));
  });

  it('keeps at most maxEntries queries, oldest out first', () => {
    const checked = checkedOnce(gameListCall.request, 2);
    const a = checked.safeParse({ ...query, gameName: 'a' });
    checked.safeParse({ ...query, gameName: 'b' });
    checked.safeParse({ ...query, gameName: 'c' });
    expect(checked.safeParse({ ...query, gameName: 'a' })).not.toBe(a);
    expect(checked.safeParse({ ...query, gameName: 'a' })).toEqual(a);
  });
});
