import { generateKeyPairSync, sign, type JsonWebKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyIdToken } from '../../../src/providers/oidc/id-token';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256' } as JsonWebKey;
const NOW = new Date('2030-01-01T00:00:00Z');
const now = Math.floor(NOW.getTime() / 1000);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function token(claims: Record<string, unknown> = {}, header: Record<string, unknown> = {}): string {
  const head = b64({ alg: 'RS256', kid: 'k1', typ: 'JWT', ...header });
  const body = b64({ iss: 'https://issuer.test', aud: 'client', sub: 's1', nonce: 'n1', iat: now, exp: now + 300, ...claims });
  return `${head}.${body}.${sign('sha256', Buffer.from(`${head}.${body}`), privateKey).toString('base64url')}`;
}
const expected = { issuer: 'https://issuer.test', clientId: 'client', nonce: 'n1', now: NOW, keys: [jwk] };

describe('id_token verification', () => {
  it('accepts an RS256 token with the right issuer, audience, nonce and lifetime', async () => {
    await expect(verifyIdToken(token(), expected)).resolves.toMatchObject({ sub: 's1' });
  });

  it('accepts several audiences when azp names this client', async () => {
    await expect(verifyIdToken(token({ aud: ['client', 'other'], azp: 'client' }), expected)).resolves.toMatchObject({ sub: 's1' });
  });

  it.each([
    ['a wrong issuer', token({ iss: 'https://evil.test' })],
    ['another audience', token({ aud: 'other' })],
    ['several audiences without azp', token({ aud: ['client', 'other'] })],
    ['a wrong nonce', token({ nonce: 'n2' })],
    ['an expired token', token({ exp: now - 120 })],
    ['a token issued in the future', token({ iat: now + 600 })],
    ['alg none', token({}, { alg: 'none' })],
    ['HS256', token({}, { alg: 'HS256' })],
    ['an unknown kid', token({}, { kid: 'k2' })],
    ['a tampered payload', token().replace(/\.[^.]+\./, `.${b64({ iss: 'https://issuer.test', aud: 'client', sub: 'admin', nonce: 'n1', exp: now + 300 })}.`)],
    ['garbage', 'a.b'],
    ['a token without exp', token({ exp: undefined })],
    ['an empty subject', token({ sub: '' })],
  ])('refuses %s', async (_name, jwt) => {
    await expect(verifyIdToken(jwt, expected)).rejects.toThrow(/id_token rejected/);
  });
});
