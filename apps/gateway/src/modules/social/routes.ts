import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { OIDC_PROVIDERS, type OidcProviderName } from '../../config';
import { HttpError } from '../../http/http-error';
import { normaliseIp } from '../../security/ip';
import type { SocialService } from './service';

const isProvider = (value: string): value is OidcProviderName => (OIDC_PROVIDERS as readonly string[]).includes(value);

/** Browser redirects that carry a token or a login result: never cached, never sent on as a Referer. */
function redirect(reply: FastifyReply, location: string) {
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 302);
}

/**
 * Social login (SOCIALGOOGLE, SOCIALFACEBOOK) through OpenID Connect. These are browser
 * navigations, not api-contract calls: start redirects to the issuer, the callback
 * redirects to the SPA with `?token=` on success or `?loginError=<code>` otherwise.
 */
const socialRoutes: FastifyPluginAsync<{ service: SocialService }> = async (fastify, { service }) => {
  fastify.get<{ Params: { provider: string } }>('/api/auth/oidc/:provider/start', async (request, reply) => {
    const { provider } = request.params;
    if (!isProvider(provider)) throw new HttpError(404, 'NOT_FOUND', 'Not found');
    const merchant = await fastify.resolveMerchant(request);
    // request.protocol and request.host follow TRUST_PROXY, so behind a proxy this is the public address.
    const redirectUri = `${request.protocol}://${request.host}/api/auth/oidc/${provider}/callback`;
    return redirect(reply, await service.start(merchant, provider, redirectUri));
  });

  fastify.get<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(
    '/api/auth/oidc/:provider/callback',
    async (request, reply) => {
      const { provider } = request.params;
      if (!isProvider(provider)) throw new HttpError(404, 'NOT_FOUND', 'Not found');
      try {
        const { state, code, error } = request.query;
        const token = await service.finish(
          provider,
          { ...(state ? { state } : {}), ...(code ? { code } : {}), ...(error ? { error } : {}) },
          normaliseIp(request.ip),
        );
        return redirect(reply, `/?token=${encodeURIComponent(token)}`);
      } catch (error) {
        const code = error instanceof HttpError ? error.code : 'LOGIN_FAILED';
        if (!(error instanceof HttpError)) request.log.warn({ err: error, provider }, 'social login failed');
        return redirect(reply, `/?loginError=${code}`);
      }
    },
  );
};

export default socialRoutes;
