import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { BASE_TOKENS, buildTheme } from '@platform/shared/brand';
import { ApiClientProvider } from '@platform/shared/api-client';
import { BrandThemeProvider } from '@platform/shared/ui-kit';
import { BackofficeRoot } from '@platform/backoffice/feature-shell';
import type { BackofficeContext } from './bootstrap';

// The back office belongs to no brand: it wears the platform's base tokens.
const theme = buildTheme(BASE_TOKENS);

export function App({ context, basename = '/backoffice' }: { context: BackofficeContext; basename?: string }) {
  return (
    <JotaiProvider store={context.store}>
      <I18nextProvider i18n={context.i18n}>
        <QueryClientProvider client={context.queryClient}>
          <ApiClientProvider client={context.api}>
            <BrandThemeProvider theme={theme}>
              <BrowserRouter basename={basename}>
                <BackofficeRoot />
              </BrowserRouter>
            </BrandThemeProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
