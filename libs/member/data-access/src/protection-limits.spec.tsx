import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Limits, ProtectionStatus } from '@platform/shared/api-contract';
import { ApiClientProvider } from '@platform/shared/api-client';
import { fakeClient } from '@platform/shared/testing';
import { protectionKeys } from './protection-keys';
import { protectionLimitsQueryOptions, useSetProtectionLimit } from './protection-limits';

const before: Limits = { limits: [], increaseDelayHours: 24 };
const after: Limits = {
  limits: [{ kind: 'deposit', period: 'day', current: 5000, pending: null, pendingFrom: null, used: 0 }],
  increaseDelayHours: 24,
} as Limits;

function setup() {
  const fake = fakeClient({ protectionLimits: () => before, setProtectionLimit: () => after });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={fake.client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { ...fake, queryClient, wrapper };
}

describe('protection limits (moved from feature-protection, issue 25)', () => {
  it('protectionLimitsQueryOptions reads the limits under protectionKeys.limits(), stale at once', async () => {
    const { client, calls, queryClient } = setup();
    const options = protectionLimitsQueryOptions(client);
    expect(options.queryKey).toEqual(['protection', 'limits']);
    expect(options.staleTime).toBe(0);
    await expect(queryClient.fetchQuery(options)).resolves.toEqual(before);
    expect(calls.map((c) => c.id)).toEqual(['protectionLimits']);
  });

  it('a set limit writes the answer into the limits cache and marks the protection status stale', async () => {
    const { calls, queryClient, wrapper } = setup();
    queryClient.setQueryData(protectionKeys.limits(), before);
    queryClient.setQueryData(protectionKeys.status(), {} as ProtectionStatus);
    const { result } = renderHook(() => useSetProtectionLimit(), { wrapper });
    await act(() => result.current.mutateAsync({ kind: 'deposit', period: 'day', value: 5000 }));
    expect(calls).toEqual([{ id: 'setProtectionLimit', request: { kind: 'deposit', period: 'day', value: 5000 } }]);
    expect(queryClient.getQueryData(protectionKeys.limits())).toEqual(after);
    expect(queryClient.getQueryState(protectionKeys.status())?.isInvalidated).toBe(true);
  });
});
