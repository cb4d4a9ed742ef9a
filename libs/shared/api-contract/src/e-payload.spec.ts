import { CompactEncrypt, decodeProtectedHeader, exportSPKI } from 'jose';
import { describe, expect, it } from 'vitest';
import { decryptPayload, encryptPayload, encryptedBodySchema, importPublicKey } from './e-payload';

async function keyPair() {
  return crypto.subtle.generateKey(
    { name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
}

/** Replaces one segment of a compact JWE (0 header, 1 wrapped key, 2 IV, 3 ciphertext, 4 tag). */
function withSegment(jwe: string, index: number, change: (segment: string) => string): string {
  const parts = jwe.split('.');
  parts[index] = change(parts[index] ?? '');
  return parts.join('.');
}
const flipFirst = (segment: string) => (segment[0] === 'A' ? 'B' : 'A') + segment.slice(1);

describe('E payloads (compact JWE, RSA-OAEP-256 + A256GCM)', () => {
  it('round-trips a login body through the published SPKI, with the kid in the protected header', async () => {
    const { publicKey, privateKey } = await keyPair();
    const spki = (await exportSPKI(publicKey)).replace(/-----[A-Z ]+-----|\s/g, '');
    const body = await encryptPayload(await importPublicKey(spki), 'k1', { username: 'alice', password: 'pw1234' });
    expect(encryptedBodySchema.safeParse(body).success).toBe(true);
    expect(JSON.stringify(body)).not.toContain('alice');
    expect(decodeProtectedHeader(body.e)).toEqual({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'k1' });
    expect(await decryptPayload(privateKey, body)).toEqual({ username: 'alice', password: 'pw1234' });
  });

  it('uses a fresh content key and IV for every payload', async () => {
    const { publicKey } = await keyPair();
    const a = (await encryptPayload(publicKey, 'k1', { a: 1 })).e.split('.');
    const b = (await encryptPayload(publicKey, 'k1', { a: 1 })).e.split('.');
    expect(a[1]).not.toBe(b[1]);
    expect(a[2]).not.toBe(b[2]);
    expect(a[3]).not.toBe(b[3]);
  });

  it('rejects a tampered header, wrapped key, IV, ciphertext or tag', async () => {
    const { publicKey, privateKey } = await keyPair();
    const { e } = await encryptPayload(publicKey, 'k1', { amount: 1 });
    for (const index of [0, 1, 2, 3, 4]) {
      await expect(decryptPayload(privateKey, { e: withSegment(e, index, flipFirst) })).rejects.toThrow();
    }
  });

  it('finds the key by the protected header kid, and refuses an unknown one', async () => {
    const first = await keyPair();
    const second = await keyPair();
    const keys = new Map([
      ['k1', first.privateKey],
      ['k2', second.privateKey],
    ]);
    const keyFor = async (kid: string) => {
      const key = keys.get(kid);
      if (!key) throw new Error('unknown kid');
      return key;
    };
    expect(await decryptPayload(keyFor, await encryptPayload(second.publicKey, 'k2', { n: 2 }))).toEqual({ n: 2 });
    await expect(decryptPayload(keyFor, await encryptPayload(first.publicKey, 'k2', { n: 1 }))).rejects.toThrow();
    await expect(decryptPayload(keyFor, await encryptPayload(first.publicKey, 'nope', { n: 1 }))).rejects.toThrow('unknown kid');
  });

  it('refuses a JWE with another enc, alg or a compressed body, even when the key would open it', async () => {
    const { publicKey, privateKey } = await keyPair();
    const plain = new TextEncoder().encode('{"a":1}');
    const weakerEnc = await new CompactEncrypt(plain).setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A128GCM', kid: 'k1' }).encrypt(publicKey);
    await expect(decryptPayload(privateKey, { e: weakerEnc })).rejects.toThrow(/not allowed/);
    const direct = await new CompactEncrypt(plain)
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: 'k1' })
      .encrypt(crypto.getRandomValues(new Uint8Array(32)));
    await expect(decryptPayload(privateKey, { e: direct })).rejects.toThrow(/not allowed/);
    const rsa15Header = Buffer.from(JSON.stringify({ alg: 'RSA1_5', enc: 'A256GCM', kid: 'k1' })).toString('base64url');
    const { e } = await encryptPayload(publicKey, 'k1', { a: 1 });
    await expect(decryptPayload(privateKey, { e: withSegment(e, 0, () => rsa15Header) })).rejects.toThrow(/not allowed/);
    const compressed = await new CompactEncrypt(plain).setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', zip: 'DEF', kid: 'k1' }).encrypt(publicKey);
    await expect(decryptPayload(privateKey, { e: compressed })).rejects.toThrow(/not supported/);
  });

  it('bounds the envelope: a compact JWE string, nothing else, of bounded size', () => {
    const ok = `${'a'.repeat(40)}.${'b'.repeat(342)}.${'c'.repeat(16)}.${'d'.repeat(20)}.${'e'.repeat(22)}`;
    expect(encryptedBodySchema.safeParse({ e: ok }).success).toBe(true);
    expect(encryptedBodySchema.safeParse({ e: ok, extra: 1 }).success).toBe(false);
    expect(encryptedBodySchema.safeParse({ e: { kid: 'k1', data: 'x' } }).success).toBe(false);
    expect(encryptedBodySchema.safeParse({ e: withSegment(ok, 2, () => 'c'.repeat(15)) }).success).toBe(false);
    expect(encryptedBodySchema.safeParse({ e: withSegment(ok, 3, () => 'd'.repeat(98_305)) }).success).toBe(false);
    expect(encryptedBodySchema.safeParse({ e: withSegment(ok, 3, () => 'd+/=') }).success).toBe(false);
    expect(encryptedBodySchema.safeParse({ e: `${ok}.extra` }).success).toBe(false);
  });
});
