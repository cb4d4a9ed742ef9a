import { describe, expect, it } from 'vitest';
import { inlineCssPlugin } from './inline-css-plugin';

const fonts = '@font-face{font-family:Lato;src:url(/assets/lato.woff2)format("woff2")}';
const html = (href: string) =>
  `<head><link rel="modulepreload" crossorigin href="/assets/rt.js"><link rel="stylesheet" crossorigin href="${href}"></head>`;

describe('inlineCssPlugin', () => {
  const transform = (page: string, bundle: Parameters<ReturnType<typeof inlineCssPlugin>['transformIndexHtml']['handler']>[1]['bundle'], max?: number) =>
    inlineCssPlugin(max).transformIndexHtml.handler(page, { bundle });

  it("writes a small entry stylesheet into the HTML instead of linking it, so the first paint does not wait for it", () => {
    const out = transform(html('/assets/index-abc.css'), { 'assets/index-abc.css': { type: 'asset', source: fonts } });
    expect(out).toContain(`<style data-inlined="assets/index-abc.css">${fonts}</style>`);
    expect(out).not.toContain('rel="stylesheet"');
    expect(out).toContain('rel="modulepreload"');
  });

  it('keeps the link for a sheet over the limit, one that is not in the bundle, or one holding "</style"', () => {
    const big = html('/assets/big.css');
    expect(transform(big, { 'assets/big.css': { type: 'asset', source: 'a{}'.repeat(2000) } })).toBe(big);
    const missing = html('/assets/gone.css');
    expect(transform(missing, {})).toBe(missing);
    const hostile = html('/assets/x.css');
    expect(transform(hostile, { 'assets/x.css': { type: 'asset', source: 'a{content:"</style>"}' } })).toBe(hostile);
    expect(transform(big, undefined)).toBe(big);
  });

  it('reads an asset given as bytes', () => {
    const out = transform(html('/assets/b.css'), { 'assets/b.css': { type: 'asset', source: new TextEncoder().encode(fonts) } });
    expect(out).toContain(fonts);
  });
});
