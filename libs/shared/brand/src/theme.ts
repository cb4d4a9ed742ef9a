import { AA_TEXT, contrastRatio, onColour, shade } from './contrast';
import type { BaseTokens } from './tokens';

/**
 * Semantic tokens: what components read. Derived from the base tokens so a
 * brand only picks its colours and the shades and on-colours follow.
 */
export interface Theme {
  color: {
    primary: string;
    primaryHover: string;
    onPrimary: string;
    secondary: string;
    onSecondary: string;
    bg: string;
    surface: string;
    surfaceRaised: string;
    text: string;
    textMuted: string;
    border: string;
    danger: string;
    success: string;
    warning: string;
    overlay: string;
  };
  font: { body: string; sizeBase: string; headingWeight: number };
  radius: BaseTokens['radii'];
  space: BaseTokens['spacing'];
  shadow: BaseTokens['shadows'];
  logo: BaseTokens['logo'];
}

export function buildTheme(tokens: BaseTokens): Theme {
  const c = tokens.colors;
  return {
    color: {
      primary: c.primary,
      primaryHover: shade(c.primary, -0.15),
      onPrimary: onColour(c.primary),
      secondary: c.secondary,
      onSecondary: onColour(c.secondary),
      bg: c.background,
      surface: c.surface,
      surfaceRaised: shade(c.surface, luminanceIsDark(c.surface) ? 0.08 : -0.03),
      text: c.text,
      textMuted: c.textMuted,
      border: c.border,
      danger: c.danger,
      success: c.success,
      warning: c.warning,
      overlay: 'rgba(0, 0, 0, 0.55)',
    },
    font: {
      body: tokens.typography.fontFamily,
      sizeBase: tokens.typography.fontSizeBase,
      headingWeight: tokens.typography.headingWeight,
    },
    radius: tokens.radii,
    space: tokens.spacing,
    shadow: tokens.shadows,
    logo: tokens.logo,
  };
}

function luminanceIsDark(hex: string): boolean {
  return onColour(hex) === '#ffffff';
}

/** One text/background pair of the theme that misses WCAG AA. */
export interface ContrastFailure {
  /** e.g. `onPrimary on primary`. */
  pair: string;
  foreground: string;
  background: string;
  ratio: number;
  /** The tokens.json colours a brand changes to fix it, e.g. `['primary']`. */
  tokens: readonly (keyof BaseTokens['colors'])[];
}

/** Text/background pairs that must reach WCAG AA, with the brand colours each comes from. */
export function contrastReport(theme: Theme): ContrastFailure[] {
  const c = theme.color;
  const pairs: [string, string, string, (keyof BaseTokens['colors'])[]][] = [
    ['text on bg', c.text, c.bg, ['text', 'background']],
    ['text on surface', c.text, c.surface, ['text', 'surface']],
    ['textMuted on surface', c.textMuted, c.surface, ['textMuted', 'surface']],
    ['onPrimary on primary', c.onPrimary, c.primary, ['primary']],
    ['onPrimary on primaryHover', c.onPrimary, c.primaryHover, ['primary']],
    ['onSecondary on secondary', c.onSecondary, c.secondary, ['secondary']],
    ['danger on surface', c.danger, c.surface, ['danger', 'surface']],
  ];
  return pairs
    .map(([pair, foreground, background, tokens]) => ({
      pair,
      foreground,
      background,
      tokens,
      ratio: contrastRatio(foreground, background),
    }))
    .filter((p) => p.ratio < AA_TEXT);
}

/** Text/background pairs that miss WCAG AA, as readable sentences. */
export function contrastFailures(theme: Theme): string[] {
  return contrastReport(theme).map(
    (p) =>
      `${p.pair}: ${p.foreground} on ${p.background} is ${p.ratio.toFixed(2)}:1, needs ${AA_TEXT}:1`,
  );
}

/** CSS custom properties, so plain CSS and components share one source. */
export function themeToCssVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [k, v] of Object.entries(theme.color)) vars[`--color-${kebab(k)}`] = v;
  for (const [k, v] of Object.entries(theme.radius)) vars[`--radius-${k}`] = v;
  for (const [k, v] of Object.entries(theme.space)) vars[`--space-${k}`] = v;
  for (const [k, v] of Object.entries(theme.shadow)) vars[`--shadow-${k}`] = v;
  vars['--font-body'] = theme.font.body;
  vars['--font-size-base'] = theme.font.sizeBase;
  return vars;
}

export function cssVariablesBlock(theme: Theme, selector = ':root'): string {
  const body = Object.entries(themeToCssVariables(theme))
    .map(([k, v]) => `  ${k}: ${v};`)
    .join('\n');
  return `${selector} {\n${body}\n}`;
}

function kebab(s: string): string {
  return s.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);
}
