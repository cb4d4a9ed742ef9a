import * as z from 'zod/mini';

/**
 * The spec's "E" (encrypted payload) as a standard compact JWE (RFC 7516), built and opened by
 * `jose`: the JSON body is encrypted with a fresh A256GCM key, which RSA-OAEP-256 wraps for the
 * gateway's published public key; the key id travels in the protected header, so it is covered by
 * the GCM tag. This is defence in depth against logging proxies; TLS and the gateway's own checks
 * remain the security boundary.
 *
 * jose is imported on first use, never at module load: this module is part of the contract every
 * page imports, and only the calls marked E need the cipher, so the home route does not carry it.
 */
export const E_PAYLOAD_ALG = 'RSA-OAEP-256';
export const E_PAYLOAD_ENC = 'A256GCM';

const KID_MAX = 64;
// Segment bounds of a compact JWE with alg RSA-OAEP-256 and enc A256GCM, in base64url characters:
// a short protected header; the wrapped key of an RSA modulus up to 8192 bits (1024 bytes); the
// 96-bit IV (16); the ciphertext of a body up to 72 KiB; the 128-bit tag (22).
const COMPACT_JWE_MAX = 512 + 1366 + 16 + 98_304 + 22 + 4;

// The pattern is built inside the lazy schema, so a bundle that never parses an E body (the browser) drops it.
// No z.describe here: it pulls zod's metadata registry into the home route's initial JS (+0.2 kB gzip).
export const encryptedBodySchema = z.lazy(() => {
  const b64url = '[A-Za-z0-9_-]';
  const compactJwe = new RegExp(`^${b64url}{1,512}\\.${b64url}{1,1366}\\.${b64url}{16}\\.${b64url}{0,98304}\\.${b64url}{22}$`);
  return z.strictObject({ e: z.string().check(z.maxLength(COMPACT_JWE_MAX), z.regex(compactJwe, 'compact JWE')) });
});

export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

let jose: Promise<typeof import('jose')> | undefined;
const loadJose = () => (jose ??= import('jose'));

/** PEM armour around base64 DER: jose reads keys as PEM, the gateway stores and publishes DER. */
const pem = (label: string, base64Der: string) => `-----BEGIN ${label}-----\n${base64Der}\n-----END ${label}-----`;

/** The gateway's published key (publicKeyCall's base64 SPKI DER), for encryptPayload. */
export async function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  const { importSPKI } = await loadJose();
  return importSPKI(pem('PUBLIC KEY', spkiBase64), E_PAYLOAD_ALG);
}

/** The gateway's private key (base64 PKCS#8 DER), for decryptPayload. */
export async function importPrivateKey(pkcs8Base64: string): Promise<CryptoKey> {
  const { importPKCS8 } = await loadJose();
  return importPKCS8(pem('PRIVATE KEY', pkcs8Base64), E_PAYLOAD_ALG);
}

export async function encryptPayload(publicKey: CryptoKey, kid: string, payload: unknown): Promise<EncryptedBody> {
  const { CompactEncrypt } = await loadJose();
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: E_PAYLOAD_ALG, enc: E_PAYLOAD_ENC, kid })
    .encrypt(publicKey);
  return { e: jwe };
}

/** Finds the private key for the protected header's kid; throws when there is none. */
export type PrivateKeyFor = (kid: string) => Promise<CryptoKey>;

/**
 * Throws on a missing or unknown kid, any alg or enc but the two above, a compressed body,
 * tampering (GCM authentication) or bad JSON; callers answer 4xx.
 */
export async function decryptPayload(key: CryptoKey | PrivateKeyFor, body: EncryptedBody): Promise<unknown> {
  const { compactDecrypt } = await loadJose();
  const { plaintext } = await compactDecrypt(
    body.e,
    async ({ kid }) => {
      if (typeof key !== 'function') return key;
      if (typeof kid !== 'string' || kid.length === 0 || kid.length > KID_MAX) throw new Error('E payload without a usable kid');
      return key(kid);
    },
    {
      // Without these lists jose would accept any algorithm it knows, e.g. a weaker enc.
      keyManagementAlgorithms: [E_PAYLOAD_ALG],
      contentEncryptionAlgorithms: [E_PAYLOAD_ENC],
      // The client never compresses; refusing "zip" keeps the plain body within the ciphertext bound.
      maxDecompressedLength: 0,
    },
  );
  return JSON.parse(new TextDecoder().decode(plaintext));
}
