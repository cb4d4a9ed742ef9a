import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../src/plugins/app/security-headers';
import { buildApp } from '../../support/app';
import { createBrandsFixture, type BrandsFixture } from '../../support/brands';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; " +
  "connect-src 'self' ws: wss:; font-src 'self' data:; object-src 'none'; base-uri 'none'; " +
  "frame-ancestors 'self'; form-action 'self'; require-trusted-types-for 'script'; trusted-types dompurify goog#html service-worker";

describe('SPA serving', () => {
  let fixture: BrandsFixture;
  let app: FastifyInstance;
  const get = (url: string, headers: InjectOptions['headers'] = {}) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    fixture = await createBrandsFixture();
    app = await buildApp(fixture);
  });
  afterAll(async () => {
    await app?.close();
    await fixture?.cleanup();
  });

  it('serves the brand index.html with 200 for an unknown deep link, with the strict CSP', async () => {
    const response = await get('/some/deep/link', { accept: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers['content-security-policy']).toBe(EXPECTED_CSP);
    expect(CONTENT_SECURITY_POLICY).toBe(EXPECTED_CSP);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the spec routes (/, /home, /login, /promotions#id) from the same index.html', async () => {
    for (const url of ['/', '/home', '/login', '/vnLottery?gameCode=X']) {
      const response = await get(url, { accept: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('marks index.html no-cache, so a new deploy is picked up at the next navigation', async () => {
    for (const url of ['/', '/index.html', '/some/deep/link']) {
      expect((await get(url, { accept: HTML })).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed files under /assets/ with a one-year immutable cache', async () => {
    const response = await get('/assets/index-abc123.js', { accept: '*/*' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('default brand');
  });

  it('sends the brand build\'s precompressed copy to a browser that accepts it, and the plain file otherwise', async () => {
    const file = path.join(fixture.brandsDist, 'default', 'assets', 'index-abc123.js');
    const plain = await readFile(file);
    await writeFile(`${file}.br`, brotliCompressSync(plain));
    await writeFile(`${file}.gz`, gzipSync(plain));
    const br = await get('/assets/index-abc123.js', { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.toString());
    const gz = await get('/assets/index-abc123.js', { accept: '*/*', 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.toString());
    const identity = await get('/assets/index-abc123.js', { accept: '*/*' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.toString());
  });

  it('answers 404, not HTML, for a missing asset so the browser never runs index.html as script', async () => {
    const response = await get('/assets/missing-zzz.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  it('serves the SPA at /live, the live-casino page, while /live/... stays the socket', async () => {
    const { isReservedPath } = await import('../../../src/modules/spa/service');
    expect(isReservedPath('/live')).toBe(false);
    expect(isReservedPath('/live/socket.io/')).toBe(true);
    expect(isReservedPath('/lively')).toBe(false);
  });

  it('never answers /api, /health or /live paths with the SPA', async () => {
    for (const url of ['/api/unknown', '/health/unknown', '/live/socket.io/']) {
      const response = await get(url, { accept: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('serves nothing outside the brand build, whatever the path encoding', async () => {
    for (const url of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/../secret.txt']) {
      const response = await get(url, { accept: '*/*' });
      expect(response.body, url).not.toContain('outside the brand build');
    }
  });

  it("serves the Host's brand: an unbuilt brand gets a 503 page that says to run its build", async () => {
    const response = await get('/', { accept: HTML, host: 'lucky.localhost:3000' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npx nx build brand-lucky');
    expect(response.headers['content-security-policy']).toBe(EXPECTED_CSP);
  });

  it('answers an HTML page, not JSON, for an unknown merchantCode in the address', async () => {
    const response = await get('/?merchantCode=NOPE', { accept: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers HEAD for a deep link like GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/some/deep/link', headers: { accept: HTML } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});
