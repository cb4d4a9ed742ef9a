import { describe, expect, it } from 'vitest';
import { ALL_FLAGS } from './shared-brand';
import { REAL_BRANDS_DIR } from './testing/workspace';
import { BRAND_FONTS_MODULE_ID, BRAND_MODULE_ID, brandPlugin, flagConstant } from './vite-brand-plugin';

describe('brandPlugin', () => {
  const plugin = brandPlugin({ brandsDir: REAL_BRANDS_DIR, brandId: 'lucky' });

  it('turns every flag into a compile-time constant', () => {
    const { define } = plugin.config();
    expect(Object.keys(define)).toEqual(ALL_FLAGS.map(flagConstant));
    expect(define['__FLAG_MOBILEVERCODELOGIN3__']).toBe('true');
    expect(define['__FLAG_USERNAMEREG3__']).toBe('false');
  });

  it('serves the manifest and the theme as the virtual:brand module', () => {
    const id = plugin.resolveId(BRAND_MODULE_ID);
    expect(id).toBe('\0virtual:brand');
    expect(plugin.resolveId('react')).toBeUndefined();
    const code = plugin.load(id!)!;
    expect(code).toMatch(/^\/\/ generated — do not edit/);
    expect(code).toContain('"merchantCode":"LUCKY"');
    expect(code).toContain('"primary":"#c2185b"');
    // The look's JS-read choices ride along; its CSS-only groups stay in index.html.
    expect(code).toContain('"header":"two-rows"');
    expect(code).not.toContain('"tile":{"aspect"');
    expect(code).not.toContain('"card":{');
  });

  it("imports only the brand's own fonts, latin subset, from npm", () => {
    const id = plugin.resolveId(BRAND_FONTS_MODULE_ID);
    expect(id).toBe('\0virtual:brand-fonts');
    const imports = [...plugin.load(id!)!.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports).toEqual([
      '@fontsource/fredoka/latin-600.css',
      '@fontsource/nunito/latin-400.css',
      '@fontsource/nunito/latin-700.css',
    ]);
    const royal = brandPlugin({ brandsDir: REAL_BRANDS_DIR, brandId: 'royal' });
    const royalCode = royal.load(royal.resolveId(BRAND_FONTS_MODULE_ID)!)!;
    expect(royalCode).toContain('@fontsource/cinzel/latin-600.css');
    expect(royalCode).not.toMatch(/fredoka|nunito|cdn|https?:/);
  });

  it('writes the brand name, language and CSS variables into index.html', () => {
    const html = plugin.transformIndexHtml(
      '<html lang="en"><head><title></title></head><body></body></html>',
    );
    expect(html).toContain('<title>Lucky Star</title>');
    expect(html).toContain('<style id="brand-tokens">:root {');
    expect(html).toContain('--color-primary: #c2185b;');
  });

  it("compiles the look's page-wide rules into index.html, not the app's JavaScript", () => {
    const lucky = plugin.transformIndexHtml('<html lang="en"><head><title></title></head><body></body></html>');
    expect(lucky).toContain('h1,h2,h3{font-family:var(--font-display);font-weight:var(--font-heading-weight)}');
    expect(lucky).toContain('--font-display: "Fredoka"');
    expect(lucky).toContain('--tile-aspect: 1 / 1;');
    // Lucky's banners run full-bleed; Fortuna's sit boxed in the content column.
    expect(lucky).toContain('#main [data-testid="home-banners"]{margin:calc(-1 * var(--space-md))');
    const fortuna = brandPlugin({ brandsDir: REAL_BRANDS_DIR, brandId: 'default' });
    const html = fortuna.transformIndexHtml('<html lang="en"><head><title></title></head><body></body></html>');
    expect(html).toContain('#main [data-testid="home-banners"]{overflow:hidden;border-radius:var(--radius-lg)');
    // Only a one-row brand gets the inline navigation's colours.
    expect(html).not.toContain('nav[data-inline]');
    const royal = brandPlugin({ brandsDir: REAL_BRANDS_DIR, brandId: 'royal' });
    expect(royal.transformIndexHtml('<html><head></head></html>')).toContain(
      'nav[data-inline]>ul>li>a.active{border-block-end-color:var(--header-mark)}',
    );
  });
});
