import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider } from '@platform/shared/api-client';
import { BrandProvider } from '@platform/shared/session';
import { fakeClient, type FakeHandler } from '@platform/shared/testing';
import { signedInStore, testBrand } from './fixtures';

/** Stories only: the brand, a (signed-in or guest) store and a fake client answering the games calls. */
export function GamesStoryFrame({
  handlers,
  signedIn = true,
  children,
}: {
  handlers: Record<string, FakeHandler>;
  signedIn?: boolean;
  children: ReactNode;
}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <JotaiProvider store={signedIn ? signedInStore() : createStore()}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={fakeClient(handlers).client}>
          <BrandProvider brand={testBrand()}>
            <MemoryRouter>{children}</MemoryRouter>
          </BrandProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
