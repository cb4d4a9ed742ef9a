import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { BASE_TOKENS, buildTheme } from '@platform/shared/brand';
import { BrandThemeProvider } from '../lib/brand-theme-provider';

export const testTheme = buildTheme(BASE_TOKENS);

/** Renders inside the base brand theme, as every screen is rendered in the app. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, {
    wrapper: ({ children }) => <BrandThemeProvider theme={testTheme}>{children}</BrandThemeProvider>,
    ...options,
  });
}
