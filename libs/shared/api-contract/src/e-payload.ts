import * as z from 'zod/mini';

/**
 * The spec's "E" (encrypted payload): a fresh AES-GCM-256 key and 96-bit IV
 * encrypt the JSON body, and RSA-OAEP-256 wraps the AES key for the gateway's
 * published public key. This is defence in depth against logging proxies;
 * TLS and the gateway's own checks remain the security boundary.
 * Uses WebCrypto only, so the browser and Node (globalThis.crypto) share it.
 */
const b64 = (max: number) =>
  z.string().check(z.maxLength(max), z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64'));

export const encryptedBodySchema = z.lazy(() =>
  z.strictObject({
    e: z.strictObject({
      kid: z.string().check(z.minLength(1), z.maxLength(64)),
      key: b64(1024),
      iv: b64(24),
      data: b64(96 * 1024),
    }),
  }),
);

export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

export const RSA_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (const byte of view) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(spkiBase64), RSA_PARAMS, false, ['encrypt']);
}

export async function encryptPayload(
  publicKey: CryptoKey,
  kid: string,
  payload: unknown,
): Promise<EncryptedBody> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrapped = await crypto.subtle.encrypt(RSA_PARAMS, publicKey, rawKey);
  return { e: { kid, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) } };
}

/** Throws on any tampering (GCM authentication) or malformed input; callers answer 4xx. */
export async function decryptPayload(privateKey: CryptoKey, body: EncryptedBody): Promise<unknown> {
  const rawKey = await crypto.subtle.decrypt(RSA_PARAMS, privateKey, fromBase64(body.e.key));
  const aesKey = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, [
    'decrypt',
  ]);
  const iv = fromBase64(body.e.iv);
  if (iv.length !== 12) throw new Error('IV must be 96 bits');
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, aesKey, fromBase64(body.e.data));
  return JSON.parse(new TextDecoder().decode(plain));
}

export { toBase64, fromBase64 };
