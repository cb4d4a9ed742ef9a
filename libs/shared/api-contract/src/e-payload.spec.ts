import { describe, expect, it } from 'vitest';
import { RSA_PARAMS, decryptPayload, encryptPayload, fromBase64, toBase64 } from './e-payload';

async function keyPair() {
  return crypto.subtle.generateKey(
    { ...RSA_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
}

describe('E payloads (RSA-OAEP wrapping AES-GCM)', () => {
  it('round-trips a login body', async () => {
    const { publicKey, privateKey } = await keyPair();
    const body = await encryptPayload(publicKey, 'k1', { username: 'alice', password: 'pw1234' });
    expect(JSON.stringify(body)).not.toContain('alice');
    expect(await decryptPayload(privateKey, body)).toEqual({ username: 'alice', password: 'pw1234' });
  });

  it('uses a unique IV for every payload', async () => {
    const { publicKey } = await keyPair();
    const a = await encryptPayload(publicKey, 'k1', { a: 1 });
    const b = await encryptPayload(publicKey, 'k1', { a: 1 });
    expect(a.e.iv).not.toBe(b.e.iv);
    expect(a.e.data).not.toBe(b.e.data);
  });

  it('rejects tampered ciphertext', async () => {
    const { publicKey, privateKey } = await keyPair();
    const body = await encryptPayload(publicKey, 'k1', { amount: 1 });
    const data = fromBase64(body.e.data);
    data[0] = (data[0] ?? 0) ^ 0xff;
    await expect(decryptPayload(privateKey, { e: { ...body.e, data: toBase64(data) } })).rejects.toThrow();
  });
});
