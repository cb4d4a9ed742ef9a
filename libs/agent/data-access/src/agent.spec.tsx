import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { ApiClientProvider } from '@platform/shared/api-client';
import { tokenAtom } from '@platform/shared/session';
import { fakeClient } from '@platform/shared/testing';
import { DOWNLINES_PAGE_SIZE, useDownlines } from './agent';

function wrapperWith(client: ReturnType<typeof fakeClient>['client'], token: string | null) {
  const store = createStore();
  store.set(tokenAtom, token);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

const emptyPage = { pageNo: 1, pageSize: DOWNLINES_PAGE_SIZE, total: 0, totalPages: 0, rows: [] };

describe('agent data access', () => {
  it('asks for direct downlines, 20 a page, with the search only when there is one', async () => {
    const { client, calls } = fakeClient({ agentDownlines: () => emptyPage });
    const first = renderHook(() => useDownlines(1, ''), { wrapper: wrapperWith(client, 'token') });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const second = renderHook(() => useDownlines(2, 'kid'), { wrapper: wrapperWith(client, 'token') });
    await waitFor(() => expect(second.result.current.isSuccess).toBe(true));
    expect(calls.map((c) => c.request)).toEqual([
      { pageNo: 1, pageSize: 20, scope: 'direct' },
      { pageNo: 2, pageSize: 20, scope: 'direct', search: 'kid' },
    ]);
  });

  it('calls nothing without a session', async () => {
    const { client, calls } = fakeClient({ agentDownlines: () => emptyPage });
    renderHook(() => useDownlines(1, ''), { wrapper: wrapperWith(client, null) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });
});
