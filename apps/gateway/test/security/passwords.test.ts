import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../src/security/passwords';
import { newToken } from '../../src/security/tokens';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters m=19456 KiB, t=2, p=1 by default', async () => {
    const hasher = createPasswordHasher(19_456);
    const hash = await hasher.hash('Secret123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, 'Secret123')).toBe(true);
    expect(await hasher.verify(hash, 'secret123')).toBe(false);
    expect(await hasher.verify('not a hash', 'Secret123')).toBe(false);
    expect(await hasher.burn('Secret123')).toBe(false);
  });

  it('makes session tokens of 256 random bits, base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });
});
