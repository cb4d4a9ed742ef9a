import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import type { BrandManifest } from '@platform/shared/brand';
import { createApiClient, type ApiClient } from '@platform/shared/api-client';
import { applyDocumentLanguage, createI18n, rememberLanguage, storedLanguage } from '@platform/shared/i18n';
import { systemStatusQueryOptions } from '@platform/shell/data-access';
import {
  clearSessionKeepingMerchant,
  languageAtom,
  merchantCodeAtom,
  readMerchantCode,
  rememberMerchantCode,
  tokenAtom,
  tokenFromQueryOrSession,
  urlWithoutToken,
} from '@platform/shared/session';

export interface AppContext {
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  i18n: I18n;
  api: ApiClient;
}

/** Everything the app needs before its first render: language, session, API client. */
export async function bootstrap(brand: BrandManifest): Promise<AppContext> {
  const store = createStore();
  // The compiled-in brand decides the merchant unless the session already holds one.
  const merchantCode = readMerchantCode(sessionStorage, localStorage) ?? brand.merchantCode;
  rememberMerchantCode(sessionStorage, localStorage, merchantCode);
  store.set(merchantCodeAtom, merchantCode);
  store.set(tokenAtom, tokenFromQueryOrSession(window.location.search, sessionStorage));
  // A token handed over in the query (social login) must not linger in the address bar.
  const cleanUrl = urlWithoutToken(window.location.href);
  if (cleanUrl) window.history.replaceState(window.history.state, '', cleanUrl);

  const language = storedLanguage(localStorage, brand.languages.default);
  store.set(languageAtom, language);
  applyDocumentLanguage(document, language);
  // A choice stored before the gateway read the lang cookie gets one, so the next first HTML matches it.
  if (language !== brand.languages.default && !/(?:^|;\s*)lang=/.test(document.cookie)) {
    rememberLanguage(localStorage, language, document);
  }
  const api = createApiClient({
    baseUrl: '',
    getToken: () => store.get(tokenAtom),
    getMerchantCode: () => store.get(merchantCodeAtom),
    onNotLoggedIn: () => {
      clearSessionKeepingMerchant(sessionStorage);
      store.set(tokenAtom, null);
    },
  });

  const queryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false } },
  });
  // The system status decides what the root shows (spec §2), so it is asked for while the
  // catalogue loads: the first render is then the page itself, drawn over the boot shell in one
  // go, not a spinner that replaces the prerendered banner and a second render of everything.
  // A failed status stays in the cache, and the gate shows its error and retry.
  const [i18n] = await Promise.all([
    createI18n(language, { deferFeatureStrings: true }),
    queryClient.prefetchQuery(systemStatusQueryOptions(api, merchantCode)),
  ]);
  return { queryClient, store, i18n, api };
}
