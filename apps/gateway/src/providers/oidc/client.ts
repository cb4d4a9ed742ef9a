import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { OidcProviderConfig } from '../../config';
import { verifyIdToken, type IdTokenClaims } from './id-token';

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

/** A slow issuer must not hold a login request (and its connection) for long. */
const FETCH_TIMEOUT_MS = 10_000;
/** An unknown kid refetches the issuer's keys (rotation), at most this often. */
const JWKS_REFRESH_MS = 60_000;

export interface AuthorizationStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The relying-party side of the OpenID Connect authorization-code flow with PKCE (S256),
 * for one issuer. Discovery and keys are cached per instance.
 */
export function createOidcClient(config: OidcProviderConfig) {
  let discovery: Promise<Discovery> | undefined;
  let keys: JWTVerifyGetKey | undefined;

  const discover = () => {
    discovery ??= fetchJson<Discovery>(`${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`).then((doc) => {
      // A discovery document for another issuer would let that issuer's tokens in.
      if (doc.issuer !== config.issuer) throw new Error(`discovery issuer ${doc.issuer} is not ${config.issuer}`);
      return doc;
    });
    discovery.catch(() => (discovery = undefined));
    return discovery;
  };

  // jose caches the issuer's keys and refetches them on an unknown kid (rotation), at most
  // once per cooldown, so a flood of forged kids cannot turn into a flood of JWKS fetches.
  const signingKeys = async (): Promise<JWTVerifyGetKey> => {
    if (!keys) {
      const { jwks_uri } = await discover();
      keys = createRemoteJWKSet(new URL(jwks_uri), { timeoutDuration: FETCH_TIMEOUT_MS, cooldownDuration: JWKS_REFRESH_MS });
    }
    return keys;
  };

  return {
    async start(redirectUri: string): Promise<AuthorizationStart> {
      const { authorization_endpoint } = await discover();
      const state = randomBytes(24).toString('base64url');
      const nonce = randomBytes(24).toString('base64url');
      const codeVerifier = randomBytes(32).toString('base64url');
      const url = new URL(authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString();
      return { url: url.toString(), state, nonce, codeVerifier };
    },

    /** Trades the code for tokens (client_secret_basic) and returns the verified id_token claims. */
    async finish(input: { code: string; redirectUri: string; codeVerifier: string; nonce: string; now: Date }): Promise<IdTokenClaims> {
      const { token_endpoint } = await discover();
      const basic = Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString('base64');
      const { userinfo_endpoint } = await discover();
      const tokens = await fetchJson<{ id_token?: string; access_token?: string }>(token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: input.code,
          redirect_uri: input.redirectUri,
          code_verifier: input.codeVerifier,
        }).toString(),
      });
      if (!tokens.id_token) throw new Error('the token endpoint returned no id_token');
      const claims = await verifyIdToken(tokens.id_token, {
        issuer: config.issuer,
        clientId: config.clientId,
        nonce: input.nonce,
        now: input.now,
        keys: await signingKeys(),
      });
      // Some issuers put profile claims only in userinfo (OIDC Core §5.4). They are used only
      // when userinfo speaks for the same subject (§5.3.2); the identity stays the id_token's.
      if ((claims.email === undefined || claims.name === undefined) && userinfo_endpoint && tokens.access_token) {
        const info = await fetchJson<Partial<IdTokenClaims>>(userinfo_endpoint, {
          headers: { authorization: `Bearer ${tokens.access_token}` },
        }).catch(() => undefined);
        if (info?.sub === claims.sub) {
          return { ...claims, email: claims.email ?? info.email, email_verified: claims.email_verified ?? info.email_verified, name: claims.name ?? info.name };
        }
      }
      return claims;
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
