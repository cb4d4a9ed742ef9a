import { AA_TEXT, contrastRatio, onColour, shade } from './contrast';
import { fontStack, type FontId } from './fonts';
import { DENSITY_SPACING, TILE_ASPECT, type BrandLayout } from './layout';
import type { BaseTokens } from './tokens';

type SpaceScale = Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>;

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
  font: {
    /** CSS font-family lists: the shipped face first, then a local fallback. */
    body: string;
    display: string;
    /** The font ids (`@fontsource/<id>`), for the build's font imports. */
    bodyId: FontId;
    displayId: FontId;
    sizeBase: string;
    headingWeight: number;
  };
  radius: BaseTokens['radii'];
  space: SpaceScale;
  shadow: BaseTokens['shadows'];
  /*
   * CSS-only groups: components read them as CSS variables (--card-shadow, --tile-aspect,
   * --header-bg ...), never from JS. The build compiles them into index.html, and the browser
   * bundle's copy of the theme leaves them out (tools/brand-tools `browserTheme`), so the
   * brand's look costs the home route no JavaScript; buildTheme always sets them.
   */
  /** How cards (game tiles, card-style home sections) stand off the page. */
  card?: { shadow: string; border: string };
  /** Game tiles: the picture's aspect ratio (`3 / 4`) and corner radius. */
  tile?: { aspect: string; radius: string };
  /** The header bar's colours (layout.headerTone); both pairs are AA-checked with the theme. */
  header?: { background: string; text: string; mark: string; onMark: string };
  layout: BrandLayout;
  logo: BaseTokens['logo'];
}

/**
 * The card shadow of each elevation. Shadows read as depth on a light page; on a dark one they
 * vanish, so a floating card there gets a hairline of the brand colour instead of a grey border.
 */
function cardStyle(elevation: BrandLayout['cardElevation'], darkSurface: boolean): Theme['card'] {
  const ink = darkSurface ? '0,0,0' : '16,24,40';
  switch (elevation) {
    case 'flat':
      return { shadow: 'none', border: '1px solid var(--color-border)' };
    case 'raised':
      return { shadow: `0 1px 3px rgba(${ink},.16),0 1px 2px rgba(${ink},.1)`, border: '1px solid var(--color-border)' };
    case 'floating':
      return {
        shadow: `0 12px 28px rgba(${ink},${darkSurface ? 0.7 : 0.16}),0 3px 8px rgba(${ink},${darkSurface ? 0.5 : 0.1})`,
        border: darkSurface
          ? '1px solid color-mix(in srgb, var(--color-primary) 35%, transparent)'
          : '1px solid transparent',
      };
  }
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
      body: fontStack(tokens.typography.bodyFont),
      display: fontStack(tokens.typography.displayFont),
      bodyId: tokens.typography.bodyFont,
      displayId: tokens.typography.displayFont,
      sizeBase: tokens.typography.fontSizeBase,
      headingWeight: tokens.typography.headingWeight,
    },
    radius: tokens.radii,
    space: { ...DENSITY_SPACING[tokens.layout.density], ...tokens.spacing },
    shadow: tokens.shadows,
    card: cardStyle(tokens.layout.cardElevation, luminanceIsDark(c.surface)),
    tile: {
      aspect: TILE_ASPECT[tokens.layout.tile.shape],
      radius: tokens.layout.tile.corners === 'sharp' ? '0px' : tokens.radii.lg,
    },
    header:
      tokens.layout.headerTone === 'surface'
        ? { background: c.surface, text: c.text, mark: c.primary, onMark: onColour(c.primary) }
        : { background: c.primary, text: onColour(c.primary), mark: c.secondary, onMark: onColour(c.secondary) },
    layout: tokens.layout,
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
  vars['--font-display'] = theme.font.display;
  vars['--font-heading-weight'] = String(theme.font.headingWeight);
  vars['--font-size-base'] = theme.font.sizeBase;
  if (theme.header) {
    vars['--header-bg'] = theme.header.background;
    vars['--header-text'] = theme.header.text;
    vars['--header-mark'] = theme.header.mark;
    vars['--header-on-mark'] = theme.header.onMark;
  }
  if (theme.card) {
    vars['--card-shadow'] = theme.card.shadow;
    vars['--card-border'] = theme.card.border;
  }
  if (theme.tile) {
    vars['--tile-aspect'] = theme.tile.aspect;
    vars['--tile-radius'] = theme.tile.radius;
  }
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
