import { createHash, generateKeyPairSync } from 'node:crypto';
import { encryptPayload, importPublicKey } from '@platform/shared/api-contract';
import { eq } from 'drizzle-orm';
import { CompactEncrypt, importSPKI } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayKeys } from '../../../src/db/schema';
import { kidOf } from '../../../src/modules/keys/service';
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

    /** Replaces one segment of the compact JWE (0 header, 1 wrapped key, 2 IV, 3 ciphertext, 4 tag). */
    const withSegment = (jwe: string, index: number, segment: string | ((old: string) => string)) => {
      const parts = jwe.split('.');
      parts[index] = typeof segment === 'string' ? segment : segment(parts[index] ?? '');
      return parts.join('.');
    };
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const headerOf = (header: object) => Buffer.from(JSON.stringify(header)).toString('base64url');

    it('round-trips: a JWE made for the published key is decrypted and reaches the login', async () => {
      const response = await send(await encryptFor(h.app, { username: 'nobody1', password: 'Nobody123', type: 'username' }));
      // Past the decryption and the contract: the login itself answers (no captcha solved here).
      expect(response.json().code).toBe('BOT_CHECK_FAILED');
    });

    it('answers 400, never 5xx, to a tampered header, wrapped key, IV, ciphertext or tag', async () => {
      const { e } = await encryptFor(h.app, plain);
      for (const index of [0, 1, 2, 3, 4]) expectBadRequest(await send({ e: withSegment(e, index, flip) }));
      expectBadRequest(await send({ e: withSegment(e, 1, 'bm90IGEga2V5') }));
      expectBadRequest(await send({ e: withSegment(e, 3, '') }));
      // Outside the compact JWE shape (base64 alphabet, another IV length, JSON serialisation, the old object).
      expectBadRequest(await send({ e: withSegment(e, 3, '***') }));
      expectBadRequest(await send({ e: withSegment(e, 2, 'AAAA') }));
      expectBadRequest(await send({ e: { protected: e.split('.')[0], ciphertext: e.split('.')[3] } }));
      expectBadRequest(await send({ e, extra: true }));
    });

    it('answers 400 to an unknown kid, a missing kid, and a kid that names another key', async () => {
      const { kid, spki } = (await get(h.app, '/api/auth/public-key')).json().value;
      const key = await importPublicKey(spki);
      expectBadRequest(await send(await encryptPayload(key, 'no-such-kid', plain)));
      const noKid = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(plain)))
        .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
        .encrypt(key);
      expectBadRequest(await send({ e: noKid }));
      // The kid is authenticated: swapping it in the header breaks the tag even for a known kid.
      const { e } = await encryptPayload(key, kid, plain);
      const header = JSON.parse(Buffer.from(e.split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;
      expectBadRequest(await send({ e: withSegment(e, 0, headerOf({ ...header, kid: `${kid}x` })) }));
    });

    it('answers 400 to a JWE with another alg or enc, even one the gateway key could open', async () => {
      const { kid, spki } = (await get(h.app, '/api/auth/public-key')).json().value;
      const body = new TextEncoder().encode(JSON.stringify(plain));
      const weakerEnc = await new CompactEncrypt(body)
        .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A128GCM', kid })
        .encrypt(await importPublicKey(spki));
      expectBadRequest(await send({ e: weakerEnc }));
      const sha1Oaep = await new CompactEncrypt(body)
        .setProtectedHeader({ alg: 'RSA-OAEP', enc: 'A256GCM', kid })
        .encrypt(await importSPKI(`-----BEGIN PUBLIC KEY-----\n${spki}\n-----END PUBLIC KEY-----`, 'RSA-OAEP'));
      expectBadRequest(await send({ e: sha1Oaep }));
      const direct = await new CompactEncrypt(body)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid })
        .encrypt(crypto.getRandomValues(new Uint8Array(32)));
      expectBadRequest(await send({ e: direct }));
      const { e } = await encryptFor(h.app, plain);
      expectBadRequest(await send({ e: withSegment(e, 0, headerOf({ alg: 'RSA1_5', enc: 'A256GCM', kid })) }));
    });

    it('refuses a body encrypted for another key pair under the published kid', async () => {
      const other = await crypto.subtle.generateKey(
        { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
        true,
        ['encrypt', 'decrypt'],
      );
      const { kid } = (await get(h.app, '/api/auth/public-key')).json().value;
      expectBadRequest(await send(await encryptPayload(other.publicKey, kid, plain)));
    });

    it('opens a JWE for a key another instance rotated in after this one booted, and still the old one', async () => {
      const { publicKey, privateKey } = generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'der' },
        privateKeyEncoding: { type: 'pkcs8', format: 'der' },
      });
      const kid = kidOf(publicKey);
      const spki = publicKey.toString('base64');
      await h.database.db.insert(gatewayKeys).values({ kid, purpose: 'e-payload', publicSpki: spki, privatePkcs8: privateKey.toString('base64') });
      try {
        const nobody = { username: 'nobody1', password: 'Nobody123', type: 'username' };
        const rotated = await send(await encryptPayload(await importPublicKey(spki), kid, nobody));
        expect(rotated.json().code).toBe('BOT_CHECK_FAILED');
        expect((await send(await encryptFor(h.app, nobody))).json().code).toBe('BOT_CHECK_FAILED');
      } finally {
        await h.database.db.delete(gatewayKeys).where(eq(gatewayKeys.kid, kid));
      }
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
