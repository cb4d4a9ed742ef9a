import { envelopeOf, operatorSystemStatusCall, systemStatusSchema } from '@platform/shared/api-contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { merchants } from '../../../src/db/schema';
import { OPERATOR_TOKEN, buildApp } from '../../support/app';
import { backends, type TestDatabase } from '../../support/backends';
import { createBrandsFixture, defaultManifest, type BrandsFixture } from '../../support/brands';

const statusEnvelope = envelopeOf(systemStatusSchema);
const operatorEnvelope = envelopeOf(operatorSystemStatusCall.response);
const BLOCKED = '203.0.113.9';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`system module on ${backend.name}`, () => {
    let fixture: BrandsFixture;
    let database: TestDatabase;
    let app: FastifyInstance;

    const status = async (options: Partial<InjectOptions> = {}) => {
      const response = await app.inject({ method: 'GET', url: '/api/system/status', ...options });
      expect(response.statusCode).toBe(200);
      return statusEnvelope.parse(response.json()).value!;
    };
    const operator = (payload: unknown, token: string | null = OPERATOR_TOKEN) =>
      app.inject({
        method: 'PUT',
        url: '/api/operator/system-status',
        headers: token === null ? {} : { authorization: `Bearer ${token}` },
        payload: payload as object,
      });

    beforeAll(async () => {
      fixture = await createBrandsFixture();
      database = await backend.open();
      app = await buildApp(fixture, { database });
    });
    beforeEach(async () => {
      await database.db.update(merchants).set({ maintenance: false, blockedIps: [] });
    });
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
      await fixture?.cleanup();
    });

    describe('GET /api/system/status', () => {
      it("answers status 0 with the merchant's white-label info when no switch is on", async () => {
        const manifest = await defaultManifest();
        const value = await status({ headers: { host: 'localhost:3000' } });
        expect(value.status).toBe(0);
        expect(value.maintenance).toBe(false);
        expect(value.regionRestriction).toBe(false);
        expect(value.info).toEqual({
          domainRoute: { merchantCode: 'FORTUNA', brandId: 'default', domain: 'localhost' },
          resources: manifest.customerService,
          whitelabelVal: manifest.flags,
          register: manifest.registration,
          mainDomain: manifest.mainDomain,
          analytics: { gtagId: manifest.analytics.gtagId },
          imageCDNs: manifest.imageCDNs,
          launchGameCDNs: manifest.launchGameCDNs,
          // Issue 26: the merchant's currency is public, so a guest's jackpot carries the symbol.
          currency: { code: 'BRL', symbol: 'R$' },
        });
        expect(value.location).toEqual({ ip: '127.0.0.1' });
      });

      it('answers status 1 with maintenance when the operator switches maintenance on', async () => {
        expect((await operator({ merchantCode: 'FORTUNA', maintenance: true })).statusCode).toBe(200);
        const value = await status();
        expect(value).toMatchObject({ status: 1, maintenance: true, regionRestriction: false });
      });

      it('answers status 2 with regionRestriction when the caller IP is blocked', async () => {
        await operator({ merchantCode: 'FORTUNA', blockedIps: [BLOCKED] });
        const value = await status({ remoteAddress: BLOCKED });
        expect(value).toMatchObject({ status: 2, regionRestriction: true, location: { ip: BLOCKED } });
        expect((await status({ remoteAddress: '198.51.100.1' })).status).toBe(0);
      });

      it('answers status 2 over 1 when a blocked IP calls during maintenance', async () => {
        await operator({ merchantCode: 'FORTUNA', maintenance: true, blockedIps: [BLOCKED] });
        expect(await status({ remoteAddress: BLOCKED })).toMatchObject({ status: 2, maintenance: true, regionRestriction: true });
        expect((await status({ remoteAddress: '198.51.100.1' })).status).toBe(1);
      });

      it('matches a blocked IPv4 address when it arrives in IPv4-mapped IPv6 form', async () => {
        await operator({ merchantCode: 'FORTUNA', blockedIps: [BLOCKED] });
        expect((await status({ remoteAddress: `::ffff:${BLOCKED}` })).status).toBe(2);
      });

      it("switches only the named merchant: another brand's players keep status 0", async () => {
        await operator({ merchantCode: 'LUCKY', maintenance: true });
        expect((await status({ headers: { host: 'lucky.localhost' } })).status).toBe(1);
        expect((await status({ headers: { host: 'localhost' } })).status).toBe(0);
      });

      it('ignores X-Forwarded-For when TRUST_PROXY is false, so a client cannot dodge an IP block', async () => {
        await operator({ merchantCode: 'FORTUNA', blockedIps: ['127.0.0.1'] });
        const value = await status({ headers: { 'x-forwarded-for': '198.51.100.1' } });
        expect(value).toMatchObject({ status: 2, location: { ip: '127.0.0.1' } });
      });
    });

    describe('PUT /api/operator/system-status', () => {
      it('rejects a call without the operator token with 401 FORBIDDEN and changes nothing', async () => {
        const response = await operator({ merchantCode: 'FORTUNA', maintenance: true }, null);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
        expect((await status()).status).toBe(0);
      });

      it('rejects a wrong operator token, of equal or different length, with 401 FORBIDDEN', async () => {
        for (const token of [OPERATOR_TOKEN.replace(/.$/, 'X'), 'short', `${OPERATOR_TOKEN}extra`]) {
          const response = await operator({ merchantCode: 'FORTUNA', maintenance: true }, token);
          expect(response.statusCode).toBe(401);
          expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
        }
        expect((await status()).status).toBe(0);
      });

      it('sets maintenance and blocked IPs with the right token and returns the new state', async () => {
        const response = await operator({ merchantCode: 'FORTUNA', maintenance: true, blockedIps: [BLOCKED, '2001:db8::1', BLOCKED] });
        expect(response.statusCode).toBe(200);
        expect(operatorEnvelope.parse(response.json())).toEqual({
          success: true,
          value: { merchantCode: 'FORTUNA', maintenance: true, blockedIps: [BLOCKED, '2001:db8::1'] },
        });
      });

      it('leaves the blocked IPs as they were when only maintenance is sent', async () => {
        await operator({ merchantCode: 'FORTUNA', blockedIps: [BLOCKED] });
        const response = await operator({ merchantCode: 'FORTUNA', maintenance: true });
        expect(response.json().value).toEqual({ merchantCode: 'FORTUNA', maintenance: true, blockedIps: [BLOCKED] });
      });

      it('answers 404 MERCHANT_UNKNOWN for a merchant code that does not exist', async () => {
        const response = await operator({ merchantCode: 'NOPE', maintenance: true });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'MERCHANT_UNKNOWN' });
      });

      it('answers 400 VALIDATION_FAILED for a blocked IP that is not an address', async () => {
        const response = await operator({ merchantCode: 'FORTUNA', blockedIps: ['not-an-ip'] });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      });

      it('keeps maintenance on across a restart, because the seed never writes operator state', async () => {
        await operator({ merchantCode: 'FORTUNA', maintenance: true, blockedIps: [BLOCKED] });
        const restarted = await buildApp(fixture, { database });
        try {
          const response = await restarted.inject({ method: 'GET', url: '/api/system/status' });
          expect(response.json().value).toMatchObject({ status: 1, maintenance: true });
        } finally {
          await restarted.close();
        }
      });
    });
  });
}

describe('system status behind a trusted proxy', () => {
  let fixture: BrandsFixture;
  let app: FastifyInstance;
  beforeAll(async () => {
    fixture = await createBrandsFixture();
    app = await buildApp(fixture, { env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    await app?.close();
    await fixture?.cleanup();
  });

  it('reads the caller IP from X-Forwarded-For sent through a loopback proxy, and blocks it', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/operator/system-status',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: { merchantCode: 'FORTUNA', blockedIps: [BLOCKED] },
    });
    const response = await app.inject({ method: 'GET', url: '/api/system/status', headers: { 'x-forwarded-for': BLOCKED } });
    expect(response.json().value).toMatchObject({ status: 2, location: { ip: BLOCKED } });
  });
});
