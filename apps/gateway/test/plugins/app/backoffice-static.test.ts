import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_CONTENT_SECURITY_POLICY } from '../../../src/plugins/app/backoffice-static';
import { buildApp } from '../../support/app';
import { createBrandsFixture, type BrandsFixture } from '../../support/brands';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('issue 22: the back office is served under /backoffice/ on any host', () => {
  let fixture: BrandsFixture;
  let built: FastifyInstance;
  let notBuilt: FastifyInstance;
  const get = (app: FastifyInstance, url: string, headers: InjectOptions['headers'] = {}) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    fixture = await createBrandsFixture();
    const dist = path.join(fixture.root, 'dist', 'apps', 'backoffice');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="backoffice-root"></div></body></html>');
    await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log("back office");');
    built = await buildApp(fixture, { env: { BACKOFFICE_DIST: dist } });
    notBuilt = await buildApp(fixture, { env: { BACKOFFICE_DIST: path.join(fixture.root, 'nothing-here') } });
  });
  afterAll(async () => {
    await built?.close();
    await notBuilt?.close();
    await fixture?.cleanup();
  });

  it('answers its own index.html (not the player SPA) for the root and deep links, with the strict headers', async () => {
    for (const url of ['/backoffice/', '/backoffice/cashier', '/backoffice/players/42?tab=ledger']) {
      const response = await get(built, url, { accept: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('backoffice-root');
      expect(response.body, url).not.toContain('<div id="root">');
      expect(response.headers['content-security-policy'], url).toBe(BACKOFFICE_CONTENT_SECURITY_POLICY);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(BACKOFFICE_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(BACKOFFICE_CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
  });

  it('serves the same app whatever the host, even one no merchant owns', async () => {
    for (const host of ['lucky.localhost', 'unknown.example']) {
      const response = await get(built, '/backoffice/', { accept: HTML, host });
      expect(response.statusCode, host).toBe(200);
      expect(response.body, host).toContain('backoffice-root');
    }
  });

  it('serves hashed assets with a long cache and 404s a missing asset instead of sending HTML', async () => {
    const asset = await get(built, '/backoffice/assets/main-abc123.js', { accept: '*/*' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toContain('back office');
    expect((await get(built, '/backoffice/assets/gone.js', { accept: '*/*' })).statusCode).toBe(404);
  });

  it('refuses to walk out of the build folder', async () => {
    const response = await get(built, '/backoffice/..%2F..%2Fbrands%2Fsecret.txt', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('outside the brand build');
  });

  it('redirects /backoffice to /backoffice/', async () => {
    const response = await get(built, '/backoffice?x=1', { accept: HTML });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/backoffice/?x=1');
  });

  it('answers a clear 404 when the back office has not been built, never the player SPA', async () => {
    const response = await get(notBuilt, '/backoffice/', { accept: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('The back office has not been built');
    expect(response.body).not.toContain('<div id="root">');
    // The player SPA still answers its own routes.
    expect((await get(notBuilt, '/home', { accept: HTML })).body).toContain('<div id="root">');
  });
});
