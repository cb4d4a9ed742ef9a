import { createHash } from 'node:crypto';
import { encryptPayload, importPublicKey } from '@platform/shared/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayKeys } from '../../../src/db/schema';
import { buildApp } from '../../support/app';
import { encryptFor, freshIp, get, openAuthHarness, postE, type AuthHarness } from '../../support/auth';
import { backends, openPostgresInstances, postgresEnabled } from '../../support/backends';
import { createBrandsFixture } from '../../support/brands';

const LOGIN = '/api/auth/login';
const plain = { username: 'demo01', password: 'Demo1234', type: 'username' };

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`E payloads on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const send = (payload: unknown) => h.app.inject({ method: 'POST', url: LOGIN, payload: payload as object, remoteAddress: freshIp() });
    const expectBadRequest = (response: { statusCode: number; json(): { code?: string } }) => {
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    };

    it('publishes the RSA key as base64 SPKI DER with a kid that is a short hash of it', async () => {
      const { kid, spki } = (await get(h.app, '/api/auth/public-key')).json().value;
      expect(kid).toBe(createHash('sha256').update(Buffer.from(spki, 'base64')).digest('base64url').slice(0, 16));
      await expect(importPublicKey(spki)).resolves.toBeDefined();
    });

    it('refuses a plain body on an encrypted call with 400 BAD_REQUEST', async () => {
      expectBadRequest(await send(plain));
    });

    it('answers 400, never 5xx, to tampered ciphertext, a wrong IV, garbage keys and unknown kids', async () => {
      const body = await encryptFor(h.app, plain);
      const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
      expectBadRequest(await send({ e: { ...body.e, data: flip(body.e.data) } }));
      expectBadRequest(await send({ e: { ...body.e, key: flip(body.e.key) } }));
      expectBadRequest(await send({ e: { ...body.e, iv: 'AAAA' } }));
      expectBadRequest(await send({ e: { ...body.e, key: 'bm90IGEga2V5' } }));
      expectBadRequest(await send({ e: { ...body.e, kid: 'no-such-kid' } }));
      expectBadRequest(await send({ e: { ...body.e, data: '' } }));
      // Valid base64 syntax aside, a body that is not the encrypted shape is refused the same way.
      expectBadRequest(await send({ e: { ...body.e, data: '***' } }));
    });

    it('refuses a body encrypted for another key pair', async () => {
      const other = await crypto.subtle.generateKey(
        { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
        true,
        ['encrypt', 'decrypt'],
      );
      const { kid } = (await get(h.app, '/api/auth/public-key')).json().value;
      expectBadRequest(await send(await encryptPayload(other.publicKey, kid, plain)));
    });

    it('decrypts, then validates the inner body against the contract (400 VALIDATION_FAILED)', async () => {
      const response = await postE(h.app, LOGIN, { username: 'demo01', type: 'nope' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });
  });
}

describe('the E-payload key pair', () => {
  it('is created once and kept across restarts on the same database', async () => {
    const fixture = await createBrandsFixture();
    const database = await backends[0]!.open();
    try {
      const first = await buildApp(fixture, { database });
      const kid = (await first.inject({ method: 'GET', url: '/api/auth/public-key' })).json().value.kid;
      await first.close();
      const second = await buildApp(fixture, { database });
      expect((await second.inject({ method: 'GET', url: '/api/auth/public-key' })).json().value.kid).toBe(kid);
      await second.close();
      expect(await database.db.select().from(gatewayKeys)).toHaveLength(1);
    } finally {
      await database.dispose();
      await fixture.cleanup();
    }
  });
});

describe.skipIf(!postgresEnabled)('the E-payload key pair on PostgreSQL with several instances', () => {
  it('is generated once when three instances boot together, and each decrypts what another published', async () => {
    const fixture = await createBrandsFixture();
    const databases = await openPostgresInstances(3);
    try {
      // Migrations first, as the first deployment would; the race under test is the key creation.
      await databases[0]!.migrate();
      const apps = await Promise.all(databases.map((database) => buildApp(fixture, { database })));
      const kids = await Promise.all(apps.map(async (app) => (await app.inject({ method: 'GET', url: '/api/auth/public-key' })).json().value.kid));
      expect(new Set(kids).size).toBe(1);
      expect(await databases[0]!.db.select().from(gatewayKeys)).toHaveLength(1);
      const body = await encryptFor(apps[0]!, { username: 'nobody', password: 'x', type: 'username' });
      const response = await apps[2]!.inject({ method: 'POST', url: LOGIN, payload: body });
      expect(response.json().code).toBe('BOT_CHECK_FAILED');
      for (const app of apps) await app.close();
    } finally {
      for (const database of databases) await database.dispose();
      await fixture.cleanup();
    }
  });
});
