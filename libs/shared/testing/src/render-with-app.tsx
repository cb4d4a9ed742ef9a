import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { BASE_TOKENS, buildTheme } from '@platform/shared/brand';
import { ApiClientProvider, ApiError, type ApiClient } from '@platform/shared/api-client';
import { BrandThemeProvider } from '@platform/shared/ui-kit';

export type FakeHandler = (request: unknown) => unknown;

/**
 * A fake API client for unit tests: answers by contract id, records calls,
 * and fails with ApiError when a handler throws one. No network is involved.
 */
export function fakeClient(handlers: Record<string, FakeHandler>) {
  const calls: { id: string; request: unknown }[] = [];
  const client: ApiClient = {
    async call(contract, request) {
      calls.push({ id: contract.id, request });
      const handler = handlers[contract.id];
      if (!handler) throw new ApiError('NOT_FOUND', `no fake for ${contract.id}`, 404);
      return handler(request) as never;
    },
  };
  return { client, calls };
}

export function renderWithApp(ui: ReactElement, options: { client: ApiClient; i18n: I18n; store?: ReturnType<typeof createStore> }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = options.store ?? createStore();
  return {
    store,
    ...render(
      <JotaiProvider store={store}>
        <I18nextProvider i18n={options.i18n}>
          <QueryClientProvider client={queryClient}>
            <ApiClientProvider client={options.client}>
              <BrandThemeProvider theme={buildTheme(BASE_TOKENS)}>
                <MemoryRouter>{ui}</MemoryRouter>
              </BrandThemeProvider>
            </ApiClientProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </JotaiProvider>,
    ),
  };
}
