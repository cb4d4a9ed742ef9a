import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * TOTP as authenticator apps implement it (RFC 6238: HMAC-SHA-1, 30-second steps, 6 digits),
 * on the maintained `otpauth` library. This file only fixes the parameters and adds the
 * replay rule; the HMAC, truncation, base32 and constant-time comparison are the library's.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side absorbs clock drift between the phone and the server. */
export const TOTP_WINDOW = 1;

const PARAMETERS = { algorithm: 'SHA1', digits: TOTP_DIGITS } as const;

function secretOf(secretBase32: string): Secret {
  return Secret.fromBase32(secretBase32.replace(/\s/g, ''));
}

export function base32Encode(bytes: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;
}

export function base32Decode(text: string): Buffer {
  try {
    return Buffer.from(secretOf(text).bytes);
  } catch {
    throw new Error('not base32');
  }
}

/** 160 bits, the HMAC-SHA-1 block-size recommendation of RFC 4226 §4. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** RFC 4226 HOTP with dynamic truncation. */
export function hotp(secret: Buffer, counter: number): string {
  return HOTP.generate({ ...PARAMETERS, secret: new Secret({ buffer: Uint8Array.from(secret).buffer }), counter });
}

export function totpStep(now: Date): number {
  return TOTP.counter({ period: TOTP_STEP_SECONDS, timestamp: now.getTime() });
}

export function totpCode(secretBase32: string, now: Date): string {
  return TOTP.generate({ ...PARAMETERS, secret: secretOf(secretBase32), period: TOTP_STEP_SECONDS, timestamp: now.getTime() });
}

/**
 * The step the code belongs to, or null. Steps at or before `lastStep` are refused,
 * so a code seen over a shoulder cannot be replayed within its window. Each allowed step
 * is checked on its own (window 0) so a used step is skipped rather than matched.
 */
export function matchTotp(secretBase32: string, code: string, now: Date, lastStep: number | null): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const secret = secretOf(secretBase32);
  const current = totpStep(now);
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    if (HOTP.validate({ ...PARAMETERS, secret, token: code, counter: step, window: 0 }) === 0) return step;
  }
  return null;
}

/**
 * The enrolment QR's key URI (Google Authenticator's format). Built here rather than with
 * `TOTP#toString()` because clients of this API rely on `secret` being the first parameter.
 */
export function otpauthUrl(issuer: string, account: string, secretBase32: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret: secretOf(secretBase32).base32,
    issuer,
    algorithm: PARAMETERS.algorithm,
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
