import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 bits from the OS CSPRNG, base64url: well above ASVS's 128-bit floor for session tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

// One-shot crypto.hash, not createHash: every authenticated call hashes its token, and the
// Hash object cost ~1 µs a call more (bench/README.md, gateway throughput).
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

/** Short codes (SMS codes, captcha answers) are peppered: a leaked table alone cannot be reversed. */
export function hmacHex(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** A uniformly random n-digit string; randomInt avoids the modulo bias of bytes % 10. */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(0, 10));
  return out;
}

export function randomString(length: number, alphabet: string): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(0, alphabet.length)];
  return out;
}

/** Compares digests, so equal-length inputs and no early exit: the time says nothing about the match. */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(hash('sha256', a, 'buffer'), hash('sha256', b, 'buffer'));
}
