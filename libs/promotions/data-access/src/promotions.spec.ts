import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { fakeClient } from '@platform/shared/testing';
import { promotionsQueryOptions } from './promotions';
import { promotionsKeys } from './promotions-keys';

describe('promotions query', () => {
  it('keys the list by language and asks the gateway in that language', async () => {
    const { client, calls } = fakeClient({ promotions: () => [] });
    const options = promotionsQueryOptions(client, 'PT');
    expect(options.queryKey).toEqual(promotionsKeys.list('PT'));
    await new QueryClient().fetchQuery(options);
    expect(calls).toEqual([{ id: 'promotions', request: { language: 'PT' } }]);
  });
});
