import { describe, it, expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { BASE_TOKENS, buildTheme, mergeTokens } from '@platform/shared/brand';
import { BrandThemeProvider } from './brand-theme-provider';

// styled-components may inject through CSSOM (insertRule), so read the parsed rules.
const globalCss = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText)
    .join('\n');

const Probe = styled.span`
  color: ${({ theme }) => theme.color.primary};
`;

describe('BrandThemeProvider', () => {
  const brandTheme = buildTheme(mergeTokens(BASE_TOKENS, { colors: { primary: '#123456' } }));

  it('gives styled components the brand theme', () => {
    render(
      <BrandThemeProvider theme={brandTheme}>
        <Probe>themed</Probe>
      </BrandThemeProvider>,
    );
    expect(getComputedStyle(screen.getByText('themed')).color).toMatch(/#123456|rgb\(18, 52, 86\)/);
  });

  it('sets every semantic token as a CSS variable on :root', () => {
    render(<BrandThemeProvider theme={brandTheme} />);
    const css = globalCss();
    expect(css).toContain('--color-primary: #123456');
    expect(css).toContain(`--color-surface: ${brandTheme.color.surface}`);
    expect(css).toContain(`--space-md: ${brandTheme.space.md}`);
  });

  it('sets the body font and background from the tokens', () => {
    render(<BrandThemeProvider theme={brandTheme} />);
    const bodyRule = globalCss()
      .split('\n')
      .find((rule) => rule.startsWith('body'));
    expect(bodyRule).toContain('font-family: var(--font-body)');
    expect(bodyRule).toContain('background: var(--color-bg)');
  });

  it('maps the look tokens to CSS variables components read: fonts, tiles, cards, header', () => {
    const royalLike = buildTheme(
      mergeTokens(BASE_TOKENS, {
        colors: { surface: '#1a1526', text: '#f3eee0' },
        typography: { displayFont: 'cinzel', bodyFont: 'inter', headingWeight: 600 },
        layout: {
          tile: { shape: 'portrait', corners: 'sharp' },
          cardElevation: 'flat',
          headerTone: 'surface',
        },
      }),
    );
    render(<BrandThemeProvider theme={royalLike} />);
    // jsdom's CSSOM drops the spaces after commas and around the slash.
    const css = globalCss()
      .replace(/,\s*/g, ',')
      .replace(/\s*\/\s*/g, '/');
    expect(css).toContain('--font-display: "Cinzel",Georgia');
    expect(css).toContain('--font-body: "Inter",system-ui');
    expect(css).toContain('--font-heading-weight: 600');
    expect(css).toContain('--tile-aspect: 3/4');
    expect(css).toContain('--tile-radius: 0px');
    expect(css).toContain('--card-shadow: none');
    expect(css).toContain('--header-bg: #1a1526');
  });

  it('turns off animations and transitions for prefers-reduced-motion', () => {
    render(<BrandThemeProvider theme={brandTheme} />);
    expect(globalCss()).toMatch(
      /@media \(prefers-reduced-motion: ?reduce\) ?\{[^}]*transition-duration: ?0\.01ms ?!important/,
    );
  });
});
