import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@platform/shared/api-client';
import { createBackofficeClient, forgetSession } from '@platform/backoffice/data-access';
import { createBackofficeI18n, storedBackofficeLanguage } from '@platform/backoffice/i18n';

export interface BackofficeContext {
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  i18n: I18n;
  api: ApiClient;
}

/** Language, API client and caches before the first render. */
export async function bootstrap(): Promise<BackofficeContext> {
  const store = createStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } } });
  // The gateway ended the session (idle timeout, sign-out in another tab): drop what was read, show sign-in.
  const api = createBackofficeClient({ onSignedOut: () => forgetSession(queryClient) });
  const i18n = await createBackofficeI18n(storedBackofficeLanguage(localStorage));
  return { queryClient, store, i18n, api };
}
