import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** Algorithm.Argon2id; the package's enum is `const`, which isolated modules cannot import. */
const ARGON2ID = 2 as Algorithm;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Verifies against a hash nobody owns. An unknown account costs the same time as
   * a known one, so the response time cannot tell which account names exist.
   */
  burn(password: string): Promise<false>;
}

/** OWASP's argon2id baseline is m=19456 KiB, t=2, p=1; only tests pass a lower memory cost. */
export function createPasswordHasher(memoryKib: number): PasswordHasher {
  const options = { algorithm: ARGON2ID, memoryCost: memoryKib, timeCost: 2, parallelism: 1 };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        // A malformed stored hash must read as "wrong password", never as a 500.
        return false;
      }
    },
    async burn(password) {
      dummy ??= hash(randomBytes(16).toString('hex'), options);
      await verify(await dummy, password).catch(() => false);
      return false;
    },
  };
}
