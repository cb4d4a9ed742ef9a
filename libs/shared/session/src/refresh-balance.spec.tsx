import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WALLET_QUERY_ROOT, useRefreshBalance } from './refresh-balance';

describe('useRefreshBalance', () => {
  it('marks every wallet query stale and leaves the other domains alone', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData([...WALLET_QUERY_ROOT, 'balance'], { balance: 1 });
    queryClient.setQueryData([...WALLET_QUERY_ROOT, 'transactions', {}], []);
    queryClient.setQueryData(['member', 'missions'], []);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useRefreshBalance(), { wrapper });

    act(() => result.current());

    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale([...WALLET_QUERY_ROOT, 'balance'])).toBe(true);
    expect(stale([...WALLET_QUERY_ROOT, 'transactions', {}])).toBe(true);
    expect(stale(['member', 'missions'])).toBe(false);
  });
});
