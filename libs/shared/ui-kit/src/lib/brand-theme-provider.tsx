import type { ReactNode } from 'react';
import { ThemeProvider, createGlobalStyle } from 'styled-components';
import { themeToCssVariables, type Theme } from '@platform/shared/brand';

const GlobalBrandStyle = createGlobalStyle<{ $vars: string }>`
  :root {
    ${({ $vars }) => $vars}
  }

  body {
    margin: 0;
    font-family: var(--font-body);
    font-size: var(--font-size-base);
    background: var(--color-bg);
    color: var(--color-text);
  }

  /* Vestibular safety: users who ask for less motion get no fades or spins. */
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export interface BrandThemeProviderProps {
  /** A semantic theme, e.g. `buildTheme(mergeTokens(BASE_TOKENS, brandTokens))`. */
  theme: Theme;
  children?: ReactNode;
}

/**
 * Provides the brand theme to styled components and mirrors it as CSS custom
 * properties (`--color-surface`, `--space-md`, `--font-display`, `--tile-aspect`, ...) on :root
 * for plain CSS. The look's page-wide rules (headings in the display face, the home banners'
 * style) are compiled into the brand's index.html by tools/brand-tools (`brandLookCss`), so they
 * cost the app no JavaScript.
 */
export function BrandThemeProvider({ theme, children }: BrandThemeProviderProps) {
  const vars = Object.entries(themeToCssVariables(theme))
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
  return (
    <ThemeProvider theme={theme}>
      <GlobalBrandStyle $vars={vars} />
      {children}
    </ThemeProvider>
  );
}
