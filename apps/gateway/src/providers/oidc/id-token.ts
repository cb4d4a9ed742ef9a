import type { JsonWebKey } from 'node:crypto';
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

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
  /**
   * The issuer's signing keys, picked by the token's kid: either the keys themselves or a
   * jose key resolver such as `createRemoteJWKSet` (which refetches on an unknown kid).
   */
  keys: readonly JsonWebKey[] | JWTVerifyGetKey;
}

/** Clocks of the issuer and the gateway may disagree by this much. */
const SKEW_SECONDS = 60;

export class IdTokenError extends Error {
  constructor(reason: string) {
    super(`id_token rejected: ${reason}`);
    this.name = 'IdTokenError';
  }
}

function keyResolver(keys: IdTokenExpectations['keys']): JWTVerifyGetKey {
  return typeof keys === 'function' ? keys : createLocalJWKSet({ keys: [...keys] } as JSONWebKeySet);
}

/**
 * Verifies an id_token as OpenID Connect Core §3.1.3.7 asks, with `jose`: an RS256 signature
 * by one of the issuer's keys (never "none", never an HMAC keyed with a public value), then
 * iss, aud, exp (jose), and here azp when there are several audiences, iat not in the
 * future, the nonce we sent and a subject.
 */
export async function verifyIdToken(token: string, expected: IdTokenExpectations): Promise<IdTokenClaims> {
  let claims: IdTokenClaims;
  try {
    const verified = await jwtVerify(token, keyResolver(expected.keys), {
      algorithms: ['RS256'],
      issuer: expected.issuer,
      audience: expected.clientId,
      clockTolerance: SKEW_SECONDS,
      currentDate: expected.now,
      requiredClaims: ['exp'],
    });
    claims = verified.payload as unknown as IdTokenClaims;
  } catch (error) {
    if (error instanceof errors.JOSEError) throw new IdTokenError(error.code);
    throw new IdTokenError('malformed');
  }
  const now = Math.floor(expected.now.getTime() / 1000);
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (audiences.length > 1 && claims.azp !== expected.clientId) throw new IdTokenError('wrong authorized party');
  if (typeof claims.iat === 'number' && claims.iat - SKEW_SECONDS > now) throw new IdTokenError('issued in the future');
  if (claims.nonce !== expected.nonce) throw new IdTokenError('wrong nonce');
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new IdTokenError('no subject');
  return claims;
}
