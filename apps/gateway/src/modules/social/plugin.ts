import { OIDC_PROVIDERS, type OidcProviderName } from '../../config';
import { sharedPlugin } from '../../http/shared-plugin';
import { createOidcClient } from '../../providers/oidc/client';
import { serviceDeps } from '../auth/deps';
import { createSocialRepository } from './repository';
import socialRoutes from './routes';
import { createSocialService } from './service';

/** The social-login module (OpenID Connect): a client per configured provider and the service, built once, and its routes. */
export default sharedPlugin(
  async (fastify) => {
    const clients: Partial<Record<OidcProviderName, ReturnType<typeof createOidcClient>>> = {};
    for (const provider of OIDC_PROVIDERS) {
      const config = fastify.config.oidc[provider];
      if (config) clients[provider] = createOidcClient(config);
    }
    const service = createSocialService({ ...serviceDeps(fastify), social: createSocialRepository(fastify.db), clients });
    await fastify.register(socialRoutes, { service });
  },
  { name: 'social', dependencies: ['auth-services', 'merchant-resolution', 'captcha', 'bot-check'] },
);
