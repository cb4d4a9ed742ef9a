// A real OpenID provider on loopback for the social-login journey: the
// gateway talks to it exactly as it would to Google, and the browser signs in
// on its development login form. Started by playwright.config.ts.
import { createServer } from 'node:http';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { E2E_GATEWAY_PORT, E2E_OIDC } from './e2e-env';

const issuer = `http://127.0.0.1:${E2E_OIDC.port}`;
const callback = `http://royal.localhost:${E2E_GATEWAY_PORT}/api/auth/oidc/google/callback`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: E2E_OIDC.clientId,
      client_secret: E2E_OIDC.clientSecret,
      redirect_uris: [callback],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  findAccount: async (_ctx: unknown, id: string) => ({
    accountId: id,
    claims: async () => ({ sub: `sub-${id}`, email: `${id}@social.example`, email_verified: true, name: id }),
  }),
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['e2e-oidc-cookie-signing-key'] },
  // A first-party client: consent is implied, so the player only signs in.
  loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client?.clientId, accountId: ctx.oidc.session?.accountId });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
});

createServer(provider.callback()).listen(E2E_OIDC.port, '127.0.0.1', () => {
  console.log(`e2e OpenID provider on ${issuer}`);
});
