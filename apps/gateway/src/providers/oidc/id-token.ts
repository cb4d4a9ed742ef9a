import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat?: number;
  nonce?: string;
  azp?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  nonce: string;
  now: Date;
  /** The issuer's signing keys; a key is picked by the token's kid. */
  keys: readonly JsonWebKey[];
}

/** Clocks of the issuer and the gateway may disagree by this much. */
const SKEW_SECONDS = 60;

export class IdTokenError extends Error {
  constructor(reason: string) {
    super(`id_token rejected: ${reason}`);
    this.name = 'IdTokenError';
  }
}

function decodePart<T>(part: string | undefined): T {
  if (!part) throw new IdTokenError('malformed');
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as T;
  } catch {
    throw new IdTokenError('malformed');
  }
}

/**
 * Verifies an id_token as OpenID Connect Core §3.1.3.7 asks: an RS256 signature by one
 * of the issuer's keys (never "none", never an HMAC keyed with a public value), then
 * iss, aud (and azp when there are several audiences), exp, iat and the nonce we sent.
 */
export function verifyIdToken(token: string, expected: IdTokenExpectations): IdTokenClaims {
  const [headerPart, payloadPart, signaturePart, ...rest] = token.split('.');
  if (rest.length > 0 || !signaturePart) throw new IdTokenError('malformed');
  const header = decodePart<{ alg?: string; kid?: string }>(headerPart);
  if (header.alg !== 'RS256') throw new IdTokenError(`alg ${String(header.alg)} is not RS256`);
  const jwk = expected.keys.find((key) => key.kty === 'RSA' && (header.kid === undefined || key.kid === header.kid));
  if (!jwk) throw new IdTokenError('unknown signing key');
  const signed = verify(
    'sha256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!signed) throw new IdTokenError('bad signature');

  const claims = decodePart<IdTokenClaims>(payloadPart);
  const now = Math.floor(expected.now.getTime() / 1000);
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== expected.issuer) throw new IdTokenError('wrong issuer');
  if (!audiences.includes(expected.clientId)) throw new IdTokenError('wrong audience');
  if (audiences.length > 1 && claims.azp !== expected.clientId) throw new IdTokenError('wrong authorized party');
  if (typeof claims.exp !== 'number' || claims.exp + SKEW_SECONDS <= now) throw new IdTokenError('expired');
  if (typeof claims.iat === 'number' && claims.iat - SKEW_SECONDS > now) throw new IdTokenError('issued in the future');
  if (claims.nonce !== expected.nonce) throw new IdTokenError('wrong nonce');
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new IdTokenError('no subject');
  return claims;
}
