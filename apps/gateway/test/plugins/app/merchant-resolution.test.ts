import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../support/app';
import { backends, type TestDatabase } from '../../support/backends';
import { createBrandsFixture, type BrandsFixture } from '../../support/brands';

async function domainRoute(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`merchant resolution on ${backend.name}`, () => {
    let fixture: BrandsFixture;
    let database: TestDatabase;
    let app: FastifyInstance;

    beforeAll(async () => {
      fixture = await createBrandsFixture();
      database = await backend.open();
      app = await buildApp(fixture, { database });
    });
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
      await fixture?.cleanup();
    });

    it('finds the merchant whose domains hold the Host header, ignoring the port and case', async () => {
      const { body } = await domainRoute(app, '/api/system/status', { host: 'LUCKY.example:8443' });
      expect(body.value.info.domainRoute).toEqual({ merchantCode: 'LUCKY', brandId: 'lucky', domain: 'lucky.example' });
    });

    it('finds the merchant by the merchantCode query parameter before the Host', async () => {
      const { body } = await domainRoute(app, '/api/system/status?merchantCode=FORTUNA', { host: 'lucky.localhost' });
      expect(body.value.info.domainRoute.merchantCode).toBe('FORTUNA');
    });

    it('finds the merchant by the x-merchant-code header before the Host', async () => {
      const { body } = await domainRoute(app, '/api/system/status', { host: 'localhost', 'x-merchant-code': 'LUCKY' });
      expect(body.value.info.domainRoute.merchantCode).toBe('LUCKY');
    });

    it('prefers the merchantCode query parameter over the x-merchant-code header', async () => {
      const { body } = await domainRoute(app, '/api/system/status?merchantCode=LUCKY', { 'x-merchant-code': 'FORTUNA' });
      expect(body.value.info.domainRoute.merchantCode).toBe('LUCKY');
    });

    it("falls back to DEFAULT_BRAND's merchant when no domain matches the Host", async () => {
      const { body } = await domainRoute(app, '/api/system/status', { host: 'unknown.example' });
      expect(body.value.info.domainRoute).toEqual({ merchantCode: 'FORTUNA', brandId: 'default', domain: 'unknown.example' });
    });

    it('answers 404 MERCHANT_UNKNOWN for an unknown explicit merchantCode instead of falling back', async () => {
      for (const request of [
        { url: '/api/system/status?merchantCode=NOPE', headers: {} as Record<string, string> },
        { url: '/api/system/status', headers: { 'x-merchant-code': 'NOPE' } },
      ]) {
        const { status, body } = await domainRoute(app, request.url, request.headers);
        expect(status).toBe(404);
        expect(body).toMatchObject({ success: false, code: 'MERCHANT_UNKNOWN' });
      }
    });
  });
}

describe('merchant resolution at boot', () => {
  it('refuses to boot when DEFAULT_BRAND names no brand folder', async () => {
    const fixture = await createBrandsFixture();
    try {
      await expect(buildApp(fixture, { env: { DEFAULT_BRAND: 'missing' } })).rejects.toThrow(
        /DEFAULT_BRAND=missing matches no merchant/,
      );
    } finally {
      await fixture.cleanup();
    }
  });
});
