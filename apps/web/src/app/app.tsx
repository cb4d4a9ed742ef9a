import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import type { BrandManifest, Theme } from '@platform/shared/brand';
import { ApiClientProvider } from '@platform/shared/api-client';
import { BrandProvider } from '@platform/shared/session';
import { BrandThemeProvider } from '@platform/shared/ui-kit';
import { SystemStatusGate } from '@platform/shell/feature-shell';
import type { AppContext } from './bootstrap';
import { AppRoutes } from './routes';

export function App({
  brand,
  theme,
  context,
}: {
  brand: BrandManifest;
  theme: Theme;
  context: AppContext;
}) {
  return (
    <JotaiProvider store={context.store}>
      <I18nextProvider i18n={context.i18n}>
        <QueryClientProvider client={context.queryClient}>
          <ApiClientProvider client={context.api}>
            <BrandProvider brand={brand}>
              <BrandThemeProvider theme={theme}>
                <SystemStatusGate merchantCode={brand.merchantCode}>
                  <BrowserRouter>
                    <AppRoutes />
                  </BrowserRouter>
                </SystemStatusGate>
              </BrandThemeProvider>
            </BrandProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
