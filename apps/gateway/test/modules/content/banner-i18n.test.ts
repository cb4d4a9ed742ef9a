import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bannersCall, envelopeOf, promotionsCall, type Banner } from '@platform/shared/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, merchants } from '../../../src/db/schema';
import { createContentRepository } from '../../../src/modules/content/repository';
import { seedDemoContent } from '../../../src/modules/content/seed';
import { OPERATOR_TOKEN, buildApp } from '../../support/app';
import { createBrandsFixture, type BrandsFixture } from '../../support/brands';

const bannersEnvelope = envelopeOf(bannersCall.response);
const promotionsEnvelope = envelopeOf(promotionsCall.response);

/** Issue 20 §2: banner words come per language beside a text-free picture, and each brand has its own set. */
describe('banners in the player\'s language, a set per brand', () => {
  let fixture: BrandsFixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    fixture = await createBrandsFixture();
    app = await buildApp(fixture, { env: { SEED_DEMO: 'true' } });
  });
  afterAll(async () => {
    await app?.close();
    await fixture?.cleanup();
  });

  const list = async (merchant: string, group: string, language?: string): Promise<Banner[]> => {
    const query = `groupName=${group}${language ? `&language=${language}` : ''}`;
    const response = await app.inject({ method: 'GET', url: `/api/content/banners?${query}`, headers: { 'x-merchant-code': merchant } });
    expect(response.statusCode, response.body).toBe(200);
    return bannersEnvelope.parse(response.json()).value!;
  };

  it('answers Portuguese words to a PT request, English to EN, and falls back from PT-BR to PT and from TH to EN', async () => {
    const pt = await list('FORTUNA', 'w_home', 'PT');
    expect(pt.map((b) => b.title)).toEqual(['Bônus de 100% no 1º depósito', 'Cassino ao vivo', 'Jogue com responsabilidade', 'Bem-vindo à Fortuna Play']);
    expect(pt[0]!.copy?.['PT']).toEqual({ title: 'Bônus de 100% no 1º depósito', subtitle: 'Dobre seu primeiro depósito, até 1.000', cta: 'Resgatar bônus' });
    expect((await list('FORTUNA', 'w_home', 'EN'))[0]!.title).toBe('100% first deposit bonus');
    expect((await list('FORTUNA', 'w_home', 'PT-BR'))[1]!.title).toBe('Cassino ao vivo');
    expect((await list('FORTUNA', 'w_home', 'TH'))[1]!.title).toBe('Live casino');
    expect((await list('FORTUNA', 'w_login', 'PT'))[0]!.title).toBe('Bem-vindo de volta');
  });

  it("gives another merchant its own words and pictures", async () => {
    const fortuna = await list('FORTUNA', 'w_home', 'PT');
    const lucky = await list('LUCKY', 'w_home', 'PT');
    expect(lucky[0]!.title).toBe('Começo da sorte: 100% de bônus');
    expect(lucky.map((b) => b.title)).not.toEqual(fortuna.map((b) => b.title));
    expect(fortuna.every((b) => b.url.startsWith('/api/content/banner-art/default/'))).toBe(true);
    expect(lucky.every((b) => b.url.startsWith('/api/content/banner-art/lucky/'))).toBe(true);
    expect((await list('LUCKY', 'w_register', 'EN'))[0]!.title).toBe('Get lucky in a minute');
  });

  it('serves each picture as SVG without any text, cached by its etag, and 404 for a name or brand there is none of', async () => {
    const pictures = [...(await list('FORTUNA', 'w_home')), ...(await list('LUCKY', 'w_forget'))].map((b) => b.url);
    const bodies = new Set<string>();
    for (const url of pictures) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/^<svg /);
      expect(response.body).not.toMatch(/<text|<tspan|<foreignObject|<script/);
      bodies.add(response.body);
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(response.headers['etag']) } });
      expect(again.statusCode).toBe(304);
    }
    expect(bodies.size).toBe(pictures.length);
    // Compressed for a browser that accepts it (the first banner is the home page's largest paint), the same picture once decoded.
    const [first] = pictures;
    const plain = (await app.inject({ method: 'GET', url: first! })).body;
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: first!, headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.length / 2);
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain);
    }
    expect((await app.inject({ method: 'GET', url: first!, headers: { 'accept-encoding': 'identity' } })).headers['content-encoding']).toBeUndefined();
    for (const url of ['/api/content/banner-art/default/nothing.svg', '/api/content/banner-art/nobrand/login.svg', '/api/content/banner-art/..%2F..%2Fetc/login.svg']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it("gives promotions the brand's art with no words drawn in", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/content/promotions?language=PT', headers: { 'x-merchant-code': 'LUCKY' } });
    const promotions = promotionsEnvelope.parse(response.json()).value!;
    expect(promotions.length).toBeGreaterThan(0);
    for (const promotion of promotions) {
      expect(promotion.announcementImages.map((i) => i.url)).toEqual([expect.stringMatching(/^\/api\/content\/banner-art\/lucky\/promo-\d\.svg$/)]);
    }
  });

  it('upgrades a demo banner an earlier seed drew its words into, and leaves an operator\'s image-only banner as it is', async () => {
    const legacy = 'data:image/svg+xml;base64,PHN2Zy8+';
    await app.db.update(banners).set({ url: legacy, copy: null, title: 'Welcome back' }).where(and(eq(banners.merchantCode, 'FORTUNA'), eq(banners.seedKey, 'banner-login')));
    const [merchant] = await app.db.select().from(merchants).where(eq(merchants.code, 'FORTUNA'));
    await seedDemoContent(createContentRepository(app.db), merchant!, new Date());
    const login = (await list('FORTUNA', 'w_login', 'PT'))[0]!;
    expect(login.url).toBe('/api/content/banner-art/default/login.svg');
    expect(login.title).toBe('Bem-vindo de volta');

    const saved = await app.inject({
      method: 'PUT',
      url: '/api/operator/banners',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: { merchantCode: 'FORTUNA', groupName: 'w_forget', url: 'https://cdn.example/photo.webp', title: 'Photo', linkageType: null, linkageTarget: null, sortOrder: -5 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const photo = (await list('FORTUNA', 'w_forget', 'PT'))[0]!;
    expect(photo).toMatchObject({ url: 'https://cdn.example/photo.webp', title: 'Photo', copy: null });
    await app.db.execute(sql`delete from banners where id = ${photo.id}`);
  });

  it('stores words an operator writes per language, and refuses words without EN', async () => {
    const put = (copy: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/api/operator/banners',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
        payload: { merchantCode: 'LUCKY', groupName: 'w_login', url: '/api/content/banner-art/lucky/login.svg', title: 'Hi', copy, linkageType: null, linkageTarget: null, sortOrder: 9 },
      });
    const ok = await put({ EN: { title: 'Hi there' }, PT: { title: 'Olá' } });
    expect(ok.statusCode, ok.body).toBe(200);
    const pt = (await list('LUCKY', 'w_login', 'PT')).find((b) => b.id === ok.json().value.id);
    expect(pt?.title).toBe('Olá');
    expect((await put({ PT: { title: 'Olá' } })).statusCode).toBe(400);
    expect((await put({ EN: { title: '' } })).statusCode).toBe(400);
  });
});
