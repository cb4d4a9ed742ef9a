import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { fakeClient } from '@platform/shared/testing';
import { shellKeys } from './shell-query-keys';
import { systemStatusQueryOptions } from './system-status';

describe('system status query', () => {
  it('keys the status by merchant and asks the gateway for that merchant', async () => {
    const { client, calls } = fakeClient({ systemStatus: () => ({ status: 1 }) });
    const options = systemStatusQueryOptions(client, 'FORTUNA');
    expect(options.queryKey).toEqual(shellKeys.systemStatus('FORTUNA'));
    const value = await new QueryClient().fetchQuery(options);
    expect(value).toEqual({ status: 1 });
    expect(calls).toEqual([{ id: 'systemStatus', request: { merchantCode: 'FORTUNA' } }]);
  });

  it('re-checks the status every minute so a maintenance switch reaches open tabs', () => {
    const { client } = fakeClient({});
    expect(systemStatusQueryOptions(client, null).refetchInterval).toBe(60_000);
  });
});
