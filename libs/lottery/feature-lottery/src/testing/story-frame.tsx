import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider } from '@platform/shared/api-client';
import { fakeClient, type FakeHandler } from '@platform/shared/testing';
import { signedInStore } from './fixtures';

/** Stories only: a signed-in store and a fake client answering the lottery calls (no network). */
export function LotteryStoryFrame({ handlers, children }: { handlers: Record<string, FakeHandler>; children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchInterval: false } } });
  return (
    <JotaiProvider store={signedInStore()}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={fakeClient(handlers).client}>
          <MemoryRouter>{children}</MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
