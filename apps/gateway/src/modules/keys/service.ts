import { createHash, generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { decryptPayload, importPrivateKey, type EncryptedBody } from '@platform/shared/api-contract';
import type { KeysRepository, StoredKey } from './repository';

const generateKeyPairAsync = promisify(generateKeyPair);
const E_PAYLOAD = 'e-payload';

export interface PayloadKeys {
  /** What publicKeyCall serves: the key id and the base64 SPKI DER. */
  current(): { kid: string; spki: string };
  /** Opens a compact JWE; throws on an unknown kid, a wrong key or algorithm, tampering or bad JSON; the caller answers 400. */
  decrypt(body: EncryptedBody): Promise<unknown>;
}

export class UnknownKeyError extends Error {
  constructor() {
    super('unknown key id');
    this.name = 'UnknownKeyError';
  }
}

/** The kid is a short digest of the public key, so it changes exactly when the key does. */
export function kidOf(spkiDer: Buffer): string {
  return createHash('sha256').update(spkiDer).digest('base64url').slice(0, 16);
}

async function generateRsaKey(): Promise<StoredKey> {
  // 2048-bit RSA-OAEP-256 only wraps the JWE's fresh A256GCM key; it is defence in depth behind TLS (ARCHITECTURE).
  const { publicKey, privateKey } = await generateKeyPairAsync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'der' },
  });
  return { kid: kidOf(publicKey), publicSpki: publicKey.toString('base64'), privatePkcs8: privateKey.toString('base64') };
}

function importPrivate(key: StoredKey): Promise<CryptoKey> {
  return importPrivateKey(key.privatePkcs8);
}

export async function loadPayloadKeys(repository: KeysRepository): Promise<PayloadKeys> {
  const current = await repository.currentKey(E_PAYLOAD, generateRsaKey);
  const privateKeys = new Map<string, Promise<CryptoKey>>([[current.kid, importPrivate(current)]]);
  await privateKeys.get(current.kid);

  const privateKeyFor = async (kid: string): Promise<CryptoKey> => {
    const cached = privateKeys.get(kid);
    if (cached) return cached;
    // Another instance may hold a newer key than this one booted with.
    const stored = await repository.findKey(kid);
    if (!stored) throw new UnknownKeyError();
    const imported = importPrivate(stored);
    privateKeys.set(kid, imported);
    // A failed import must not stay cached as the answer for that kid.
    imported.catch(() => privateKeys.delete(kid));
    return imported;
  };

  return {
    current: () => ({ kid: current.kid, spki: current.publicSpki }),
    // The kid is read from the JWE's protected header, so a rotated key is still found by its id.
    decrypt: (body) => decryptPayload(privateKeyFor, body),
  };
}

export interface GatewaySecrets {
  get(name: string): Promise<string>;
}

/** Random secrets by name, created on first use and shared by every instance through the database. */
export function createGatewaySecrets(repository: KeysRepository): GatewaySecrets {
  const cache = new Map<string, Promise<string>>();
  return {
    get(name) {
      let value = cache.get(name);
      if (!value) {
        value = repository.secret(name, randomBytes(32).toString('base64url'));
        value.catch(() => cache.delete(name));
        cache.set(name, value);
      }
      return value;
    },
  };
}
