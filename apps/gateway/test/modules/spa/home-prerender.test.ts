import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_MAIN_SLOT } from '@platform/shared/brand';
import { svgDataUrl } from '../../../src/modules/content/banner-art';
import { prerenderHome, prerenderLanguage } from '../../../src/modules/spa/home-prerender';
import { OPERATOR_TOKEN, buildApp } from '../../support/app';
import { createBrandsFixture, type BrandsFixture } from '../../support/brands';

const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';
const TEMPLATE =
  '<!doctype html><html><head><title>x</title></head><body><div id="root"><div class="boot-shell">' +
  `<div class="boot-bar">Fortuna</div>${BOOT_MAIN_SLOT}</div></div></body></html>`;
const banner = (id: number, url: string, title: string) => ({
  id,
  url,
  title,
  groupName: 'w_home' as const,
  linkageType: null,
  linkageTarget: null,
});

describe('prerenderHome', () => {
  it('draws the first banner in the boot shell and hands the whole list to the app', () => {
    const html = prerenderHome(TEMPLATE, [banner(1, 'https://cdn.example/a.png', 'First'), banner(2, '/b.png', 'Second')]);
    expect(html).toContain(
      '<div class="boot-main"><img class="boot-banner" src="https://cdn.example/a.png" alt="First" fetchpriority="high"></div>',
    );
    expect(html).not.toContain('src="/b.png"');
    const data = /<script type="application\/json" id="boot-banners">(.*?)<\/script><\/head>/.exec(html)?.[1];
    expect(JSON.parse(data ?? 'null').map((b: { id: number }) => b.id)).toEqual([1, 2]);
  });

  it("escapes an operator's title and url, so neither can add markup or close the data block", () => {
    const html = prerenderHome(TEMPLATE, [banner(1, 'https://x.example/"onerror="alert(1)', '</script><script>alert(1)</script>')]);
    expect(html).not.toContain('"onerror="');
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const data = /id="boot-banners">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? 'null')[0].title).toBe('</script><script>alert(1)</script>');
  });

  it('draws the words of a banner with copy over its art, in the language asked for, escaped', () => {
    const copy = {
      EN: { title: 'Double <b>bonus</b>', subtitle: 'Up to 1,000 & more', cta: 'Claim "now"' },
      PT: { title: 'Bônus em <dobro>', subtitle: 'Até 1.000', cta: 'Resgatar' },
    };
    const linked = { ...banner(1, '/api/content/banner-art/default/home-welcome.svg', 'Double bonus'), copy, linkageType: 'route' as const, linkageTarget: '/promotions' };
    const html = prerenderHome(TEMPLATE, [linked], 'PT');
    expect(html).toContain(
      '<div class="boot-hero"><img class="boot-banner" src="/api/content/banner-art/default/home-welcome.svg" alt="" fetchpriority="high">' +
        '<div class="boot-hero-copy"><p class="boot-hero-title">B&#244;nus em &#60;dobro&#62;</p>'.replace('&#244;', 'ô') +
        '<span class="boot-hero-sub">Até 1.000</span><span class="boot-hero-cta">Resgatar</span></div></div>',
    );
    expect(html).toContain('<style id="boot-banner">');
    const en = prerenderHome(TEMPLATE, [linked], 'EN');
    expect(en).toContain('Double &#60;b&#62;bonus&#60;/b&#62;');
    expect(en).toContain('Up to 1,000 &#38; more');
    expect(en).toContain('Claim &#34;now&#34;');
    expect(en).not.toContain('<b>');
    // No link, no call to action; a language without words falls back to EN.
    const plain = prerenderHome(TEMPLATE, [{ ...linked, linkageType: null, linkageTarget: null }], 'TH');
    expect(plain).toContain('Double &#60;b&#62;bonus');
    expect(plain).not.toContain('class="boot-hero-cta"');
  });

  it('leaves the page alone without banners, or when the build has no boot-shell slot', () => {
    expect(prerenderHome(TEMPLATE, [])).toBe(TEMPLATE);
    const bare = '<html><head></head><body><div id="root"></div></body></html>';
    expect(prerenderHome(bare, [banner(1, '/a.png', 'A')])).toBe(bare);
  });
});

describe('prerenderLanguage', () => {
  const merchant = { defaultLanguage: 'EN', supportedLanguages: ['EN', 'PT', 'PT-BR'] };

  it("takes the player's stored choice, lang before hisLang, as the app reads its storage", () => {
    expect(prerenderLanguage('lang=PT', merchant)).toBe('PT');
    expect(prerenderLanguage('theme=dark; hisLang=PT-BR', merchant)).toBe('PT-BR');
    expect(prerenderLanguage('hisLang=PT-BR; lang=PT', merchant)).toBe('PT');
    expect(prerenderLanguage('lang=%50T', merchant)).toBe('PT');
    // The app writes `lang=PT` unquoted; a quoted value is read as written, quotes and all (as browsers keep it), so it is no language.
    expect(prerenderLanguage('lang="PT"', merchant)).toBe('EN');
  });

  it("falls back to the merchant's default without a choice, or with one it does not offer", () => {
    expect(prerenderLanguage(undefined, merchant)).toBe('EN');
    expect(prerenderLanguage('', merchant)).toBe('EN');
    expect(prerenderLanguage('lang=TH', merchant)).toBe('EN');
    // The app stores upper-case codes only; anything else is not a choice it would read.
    expect(prerenderLanguage('lang=pt', merchant)).toBe('EN');
    expect(prerenderLanguage('lang=%E0%A4%A', merchant)).toBe('EN');
    expect(prerenderLanguage('lang=TH; hisLang=PT', merchant)).toBe('PT');
    expect(prerenderLanguage('lang=PT', { defaultLanguage: 'PT', supportedLanguages: ['PT'] })).toBe('PT');
  });
});

describe('home navigations get the prerendered banner', () => {
  let fixture: BrandsFixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    fixture = await createBrandsFixture();
    await writeFile(path.join(fixture.brandsDist, 'default', 'index.html'), TEMPLATE);
    app = await buildApp(fixture);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/operator/banners',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: {
        merchantCode: 'FORTUNA',
        groupName: 'w_home',
        url: 'https://cdn.example/top.png',
        title: 'Top banner',
        linkageType: null,
        linkageTarget: null,
        sortOrder: -1000,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await fixture?.cleanup();
  });

  it('on /, /home and /login, with the strict CSP and no-cache like every index.html', async () => {
    for (const url of ['/', '/home', '/login']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: HTML } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.body, url).toContain('src="https://cdn.example/top.png" alt="Top banner"');
      expect(response.body, url).toContain('id="boot-banners"');
    }
  });

  it("draws the words in the player's language from the language cookie, and in the merchant's default without one", async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/operator/banners',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: {
        merchantCode: 'FORTUNA',
        groupName: 'w_home',
        url: '/api/content/banner-art/default/home-welcome.svg',
        title: 'Welcome words',
        copy: { EN: { title: 'Welcome aboard' }, PT: { title: 'Bem-vindo a bordo' } },
        linkageType: null,
        linkageTarget: null,
        sortOrder: -2000,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const home = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/', headers: { accept: HTML, ...headers } });

    const pt = await home({ cookie: 'lang=PT' });
    expect(pt.body).toContain('<p class="boot-hero-title">Bem-vindo a bordo</p>');
    // The drawn banner holds the PT words only (the data block carries every language, for a later switch).
    expect(/<div class="boot-main">.*?<\/div><\/div><\/div>/.exec(pt.body)?.[0]).not.toContain('Welcome aboard');
    expect(pt.headers['vary']).toMatch(/cookie/i);
    expect((await home({ cookie: 'hisLang=PT' })).body).toContain('Bem-vindo a bordo');
    expect((await home({})).body).toContain('<p class="boot-hero-title">Welcome aboard</p>');
    // Not Accept-Language: the app ignores it, so the words would switch back to the default after load.
    expect((await home({ 'accept-language': 'pt-PT,pt;q=0.9' })).body).toContain('Welcome aboard');
    expect((await home({ cookie: 'lang=XX' })).body).toContain('Welcome aboard');
  });

  it("puts the gateway's own first banner picture into the page as a data: URL, the same picture its URL serves", async () => {
    // The banner saved by the language test above is first: one of the brand's drawn pictures.
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: HTML } });
    const src = /<img class="boot-banner" src="([^"]+)"/.exec(page.body)?.[1];
    expect(src).toMatch(/^data:image\/svg\+xml,/);
    const served = await app.inject({ method: 'GET', url: '/api/content/banner-art/default/home-welcome.svg' });
    expect(served.statusCode).toBe(200);
    // The attribute's entities undone: the picture the URL answers, written as a data: URL.
    const attribute = src!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    expect(attribute).toBe(svgDataUrl(served.body));
    // The data block still names the picture by URL, as the app and its carousel use it.
    expect(page.body).toContain('"url":"/api/content/banner-art/default/home-welcome.svg"');
  });

  it("leaves an operator's own picture (a CDN URL) as a URL", () => {
    const html = prerenderHome(TEMPLATE, [banner(1, 'https://cdn.example/a.png', 'First')], 'EN', undefined);
    expect(html).toContain('src="https://cdn.example/a.png"');
  });

  it('sends the page compressed as the browser accepts (brotli, else gzip), varying by Accept-Encoding', async () => {
    const plain = await app.inject({ method: 'GET', url: '/', headers: { accept: HTML, 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ method: 'GET', url: '/', headers: { accept: HTML, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    const gzip = await app.inject({ method: 'GET', url: '/', headers: { accept: HTML, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    for (const response of [plain, br, gzip]) expect(response.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('not on other routes, whose first screen is not the banner', async () => {
    const response = await app.inject({ method: 'GET', url: '/promotions', headers: { accept: HTML } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(BOOT_MAIN_SLOT);
    expect(response.body).not.toContain('boot-banners');
  });

  it("serves a rebuilt index.html at the next navigation", async () => {
    await writeFile(path.join(fixture.brandsDist, 'default', 'index.html'), TEMPLATE.replace('<title>x</title>', '<title>rebuilt</title>'));
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: HTML } });
    expect(response.body).toContain('<title>rebuilt</title>');
    expect(response.body).toContain('boot-banners');
  });

  it('still serves the page, as built, when the banners cannot be read', async () => {
    await app.db.execute(sql`alter table banners rename to banners_away`);
    try {
      const response = await app.inject({ method: 'GET', url: '/', headers: { accept: HTML } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(BOOT_MAIN_SLOT);
      expect(response.body).not.toContain('boot-banners');
    } finally {
      await app.db.execute(sql`alter table banners_away rename to banners`);
    }
  });
});
