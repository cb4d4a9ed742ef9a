import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { fakeClient } from '@platform/shared/testing';
import { profitQueryOptions } from './reports';

describe('the profit options (the summary and every chart bucket)', () => {
  it('key the range under memberKeys and call personalProfit with it', async () => {
    const { client, calls } = fakeClient({ personalProfit: () => ({ profit: 5 }) });
    const range = { from: '2026-11-01', to: '2026-11-07' };
    const options = profitQueryOptions(client, range, true);
    expect(options.queryKey).toEqual(['member', 'profit', range]);
    await new QueryClient().fetchQuery(options);
    expect(calls).toEqual([{ id: 'personalProfit', request: range }]);
  });
});
