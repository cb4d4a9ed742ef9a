import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider } from '@platform/shared/api-client';
import { BrandProvider } from '@platform/shared/session';
import { fakeClient } from '@platform/shared/testing';
import { TEST_BRAND } from './test-brand';

/**
 * Stories only: a router, a store, the test brand and an API client that answers no call (theme
 * and i18n come from the Storybook preview). The header's Cockfight item launches a game through
 * the client, so the navigation stories need one; a click there shows the launch error, never the network.
 */
export function StoryFrame({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={createStore()}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiClientProvider client={fakeClient({}).client}>
          <BrandProvider brand={TEST_BRAND}>
            <MemoryRouter>{children}</MemoryRouter>
          </BrandProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
