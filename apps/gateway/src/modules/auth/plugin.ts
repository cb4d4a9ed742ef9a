import { sharedPlugin } from '../../http/shared-plugin';
import { phoneAuthVerifier } from '../../providers/phone-auth/firebase-verifier';
import { serviceDeps } from './deps';
import { freePlay } from './free-play';
import { createRememberTokens } from './remember';
import { createLoginChallengeRepository } from './repository';
import authRoutes from './routes';
import { createAuthService } from './service';

/**
 * The auth module (spec §4 "Login", "Free play"): the login service and its remember-me tokens, built once,
 * and their routes. Sessions, codes and `authenticate`, which every module uses, come earlier from the
 * auth-services plugin (plugins/app/auth-services.ts), so they exist before the wallet and live plugins.
 */
export default sharedPlugin(
  async (fastify) => {
    const deps = {
      ...serviceDeps(fastify),
      challenges: createLoginChallengeRepository(fastify.db),
      remember: createRememberTokens(fastify.db, () => fastify.now()),
      phoneAuth: phoneAuthVerifier(fastify.config.providers),
    };
    const service = { ...createAuthService(deps), freePlay: freePlay.bind(null, deps) };
    await fastify.register(authRoutes, { service, remember: deps.remember });
  },
  { name: 'auth', dependencies: ['auth-services', 'merchant-resolution', 'captcha', 'bot-check'] },
);
