import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedContactsOf } from '../../../src/modules/member/contact-verification';
import { freshIp, get, openAuthHarness, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';

const CLIENT_ID = 'gateway-test';
const CLIENT_SECRET = 'a-test-client-secret-0123456789abcdef';
const CALLBACK = 'http://localhost/api/auth/oidc/google/callback';

/** A real OpenID provider on loopback, with its development login form and automatic consent. */
async function startIssuer(): Promise<{ issuer: string; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uris: [CALLBACK], grant_types: ['authorization_code'], response_types: ['code'] }],
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      // A login starting with "unverified" has an address the issuer has not checked.
      claims: async () => ({ sub: `sub-${id}`, email: `${id}@example.test`, email_verified: !id.startsWith('unverified'), name: `User ${id}` }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['a-test-cookie-signing-key'] },
    // A first-party client: consent is implied, so the test only fills in the login form.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client?.clientId, accountId: ctx.oidc.session?.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
  return { issuer, server };
}

/** A browser's part: follows the issuer's redirects with its cookies, and signs in as `login`. */
async function signInAtIssuer(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const step = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: cookieHeader() } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return new URL(response.headers.get('location') ?? url, url);
  };
  let next = await step(authorizeUrl);
  for (let hop = 0; hop < 10 && !next.href.startsWith(CALLBACK); hop++) {
    next = next.pathname.startsWith('/interaction/')
      ? await step(next.href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
        })
      : await step(next.href);
  }
  if (!next.href.startsWith(CALLBACK)) throw new Error(`the issuer did not come back: ${next.href}`);
  return next;
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`social login (OIDC) on ${backend.name}`, () => {
    let h: AuthHarness;
    let server: Server;
    beforeAll(async () => {
      const issuer = await startIssuer();
      server = issuer.server;
      h = await openAuthHarness(backend, {
        flags: { SOCIALGOOGLE: true, SOCIALFACEBOOK: false },
        clockStart: Date.now(),
        env: { OIDC_GOOGLE_ISSUER: issuer.issuer, OIDC_GOOGLE_CLIENT_ID: CLIENT_ID, OIDC_GOOGLE_CLIENT_SECRET: CLIENT_SECRET },
      });
    });
    afterAll(async () => {
      await h?.close();
      await new Promise((resolve) => server?.close(resolve));
    });

    const loginThroughIssuer = async (login: string, ip: string) => {
      const start = await get(h.app, '/api/auth/oidc/google/start', { ip, headers: { host: 'localhost' } });
      expect(start.statusCode).toBe(302);
      const authorize = new URL(start.headers.location as string);
      expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: CLIENT_ID,
        redirect_uri: CALLBACK,
        code_challenge_method: 'S256',
      });
      const back = await signInAtIssuer(authorize.href, login);
      return get(h.app, `${back.pathname}${back.search}`, { ip });
    };

    it('signs a new member in through the issuer with PKCE, and redirects to /?token=', async () => {
      const ip = freshIp();
      const callback = await loginThroughIssuer('alice', ip);
      expect(callback.statusCode).toBe(302);
      expect(callback.headers['cache-control']).toBe('no-store');
      const location = new URL(callback.headers.location as string, 'http://localhost');
      expect(location.pathname).toBe('/');
      const token = location.searchParams.get('token')!;
      const info = (await get(h.app, '/api/member/info', { token, ip })).json().value;
      expect(info).toMatchObject({ nickname: 'User alice', type: 0, firstTimeLogin: true });
      expect(info.account).toMatch(/^google[0-9]{10}$/);
      expect((await h.app.memberRepository.findById(info.id))?.email).toBe('alice@example.test');
      // email_verified: true is the issuer's proof: the e-mail may carry an exclusion across brands.
      expect((await verifiedContactsOf(h.app.db, info.id)).email).toBe('alice@example.test');

      // The same subject comes back to the same member.
      const again = new URL((await loginThroughIssuer('alice', ip)).headers.location as string, 'http://localhost');
      const second = (await get(h.app, '/api/member/info', { token: again.searchParams.get('token')!, ip })).json().value;
      expect(second.id).toBe(info.id);
    });

    it('keeps no e-mail, and marks none verified, when the issuer has not verified it', async () => {
      const ip = freshIp();
      const callback = await loginThroughIssuer('unverified-bob', ip);
      const token = new URL(callback.headers.location as string, 'http://localhost').searchParams.get('token')!;
      const info = (await get(h.app, '/api/member/info', { token, ip })).json().value;
      expect((await h.app.memberRepository.findById(info.id))?.email).toBeNull();
      expect(await verifiedContactsOf(h.app.db, info.id)).toEqual({ mobile: null, email: null });
    });

    it('refuses a callback whose state is unknown or already used, without a session', async () => {
      const ip = freshIp();
      const start = await get(h.app, '/api/auth/oidc/google/start', { ip, headers: { host: 'localhost' } });
      const back = await signInAtIssuer(start.headers.location as string, 'bob');
      expect((await get(h.app, `${back.pathname}${back.search}`, { ip })).headers.location).toMatch(/^\/\?token=/);
      const replay = await get(h.app, `${back.pathname}${back.search}`, { ip });
      expect(replay.headers.location).toBe('/?loginError=BAD_REQUEST');
      const forged = await get(h.app, '/api/auth/oidc/google/callback?state=forged&code=whatever', { ip });
      expect(forged.headers.location).toBe('/?loginError=BAD_REQUEST');
    });

    it('answers FEATURE_DISABLED for a provider that is not configured or switched off, and 404 for an unknown one', async () => {
      expect((await get(h.app, '/api/auth/oidc/facebook/start')).json().code).toBe('FEATURE_DISABLED');
      expect((await get(h.app, '/api/auth/oidc/myspace/start')).statusCode).toBe(404);
    });
  });
}
