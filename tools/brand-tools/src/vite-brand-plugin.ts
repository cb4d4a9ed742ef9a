import { ALL_FLAGS, cssVariablesBlock, fontImports, type Theme } from './shared-brand';
import { injectBootShell } from './boot-shell';
import { loadBrand } from './load-brand';
import { flagConstant } from './flag-files';
import { brandLookCss } from './look-css';
import { pwaFiles, pwaHeadTags } from './pwa/web-manifest';

// The Plugin type is kept structural so this lib does not pin Vite's types.
interface MinimalPlugin {
  name: string;
  enforce?: 'pre';
  config: () => { define: Record<string, string> };
  resolveId: (id: string) => string | undefined;
  load: (id: string) => string | undefined;
  transformIndexHtml: (html: string) => string;
  generateBundle: (this: {
    emitFile: (file: { type: 'asset'; fileName: string; source: string | Uint8Array }) => string;
  }) => void;
}

export const BRAND_MODULE_ID = 'virtual:brand';
const RESOLVED_ID = '\0' + BRAND_MODULE_ID;
/** The brand's font faces: `import 'virtual:brand-fonts'` once, in the app's entry. */
export const BRAND_FONTS_MODULE_ID = 'virtual:brand-fonts';
const RESOLVED_FONTS_ID = '\0' + BRAND_FONTS_MODULE_ID;

/**
 * The brand's font CSS as a module of imports: the @fontsource latin-subset faces of its display
 * and body fonts only (their CSS says `font-display: swap`). Vite bundles the CSS into the
 * entry's stylesheet and emits the woff2 files, so another brand's fonts never reach this build.
 */
export function brandFontsModule(theme: Theme): string {
  const imports = fontImports({
    display: theme.font.displayId,
    displayWeight: theme.font.headingWeight,
    body: theme.font.bodyId,
  });
  return [
    '// generated — do not edit: the brand\'s fonts, from tokens.json typography',
    ...imports.map((file) => `import ${JSON.stringify(file)};`),
    'export {};',
  ].join('\n');
}

// Its naming also drives the generated declarations and COMPILED_FLAGS (flag-files.ts).
export { flagConstant };

/**
 * Compiles one brand into the build. Flags become `define` constants, so the
 * minifier drops code behind a disabled flag and it is absent from the bundle.
 */
export function brandPlugin(options: { brandsDir: string; brandId: string }): MinimalPlugin {
  const { manifest, theme } = loadBrand(options.brandsDir, options.brandId);
  const css = `${cssVariablesBlock(theme)}\n${brandLookCss(theme)}`;
  return {
    name: 'platform-brand',
    enforce: 'pre',
    config: () => ({
      define: Object.fromEntries(
        ALL_FLAGS.map((flag) => [flagConstant(flag), JSON.stringify(manifest.flags[flag])]),
      ),
    }),
    resolveId: (id) =>
      id === BRAND_MODULE_ID ? RESOLVED_ID : id === BRAND_FONTS_MODULE_ID ? RESOLVED_FONTS_ID : undefined,
    load: (id) => {
      if (id === RESOLVED_FONTS_ID) return brandFontsModule(theme);
      if (id !== RESOLVED_ID) return undefined;
      return [
        '// generated — do not edit: compiled from the brand manifest at build time',
        `export const brand = ${JSON.stringify(manifest)};`,
        `export const theme = ${JSON.stringify(browserTheme(theme))};`,
      ].join('\n');
    },
    transformIndexHtml: (html) =>
      injectBootShell(html, manifest, theme.layout.header, theme.layout.home.carousel)
        .replace('<title>', `<title>${escapeHtml(manifest.displayName)}`)
        .replace('</head>', `${pwaHeadTags(theme)}<style id="brand-tokens">${css}</style></head>`)
        .replace(/<html lang="[^"]*"/, `<html lang="${manifest.languages.default.toLowerCase()}"`),
    // The web app manifest and icons are drawn from the same manifest and theme, per brand.
    generateBundle() {
      for (const [fileName, source] of pwaFiles(manifest, theme)) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

/**
 * The theme as the browser bundle gets it: without the CSS-only groups (card, tile, header), whose
 * CSS variables index.html already holds (`<style id="brand-tokens">`), nor the font ids the build
 * used for its imports. Components read those as CSS variables, so they cost no JavaScript.
 */
export function browserTheme(theme: Theme): Theme {
  const { card: _card, tile: _tile, header: _header, ...rest } = theme;
  return rest;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
