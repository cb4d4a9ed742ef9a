import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, totpCode } from '../../src/security/totp';
import { referenceTotp } from '../support/auth';

/** RFC 6238 appendix B's SHA-1 seed, "12345678901234567890". */
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238, SHA-1, 30 s, 6 digits)', () => {
  it('matches the RFC 6238 test vectors, truncated to 6 digits', () => {
    // Appendix B lists 8 digits: 94287082, 07081804, 14050471, 89005924; the last 6 are what apps show.
    expect(totpCode(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, new Date(1_111_111_109_000))).toBe('081804');
    expect(totpCode(RFC_SECRET, new Date(1_111_111_111_000))).toBe('050471');
    expect(totpCode(RFC_SECRET, new Date(1_234_567_890_000))).toBe('005924');
  });

  it('matches the RFC 4226 HOTP vectors', () => {
    const secret = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 9].map((counter) => hotp(secret, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('agrees with an independent implementation for a fresh 160-bit secret', () => {
    const secret = newTotpSecret();
    expect(base32Decode(secret)).toHaveLength(20);
    const at = new Date('2030-05-06T07:08:09Z');
    expect(totpCode(secret, at)).toBe(referenceTotp(secret, at));
  });

  it('accepts the codes of one step either side and refuses two steps away and used steps', () => {
    const secret = newTotpSecret();
    const now = new Date('2030-01-01T00:00:15Z');
    const step = Math.floor(now.getTime() / 30_000);
    for (const offset of [-1, 0, 1]) {
      expect(matchTotp(secret, referenceTotp(secret, new Date(now.getTime() + offset * 30_000)), now, null)).toBe(step + offset);
    }
    expect(matchTotp(secret, referenceTotp(secret, new Date(now.getTime() + 60_000)), now, null)).toBeNull();
    expect(matchTotp(secret, referenceTotp(secret, now), now, step)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeNull();
  });
});
