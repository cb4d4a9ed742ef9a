import { describe, expect, it } from 'vitest';
import { ALL_FLAGS } from './shared-brand';
import { REAL_BRANDS_DIR } from './testing/workspace';
import { BRAND_MODULE_ID, brandPlugin, flagConstant } from './vite-brand-plugin';

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
  });

  it('writes the brand name, language and CSS variables into index.html', () => {
    const html = plugin.transformIndexHtml(
      '<html lang="en"><head><title></title></head><body></body></html>',
    );
    expect(html).toContain('<title>Lucky Star</title>');
    expect(html).toContain('<style id="brand-tokens">:root {');
    expect(html).toContain('--color-primary: #c2185b;');
  });
});
