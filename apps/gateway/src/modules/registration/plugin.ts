import { sharedPlugin } from '../../http/shared-plugin';
import { phoneAuthVerifier } from '../../providers/phone-auth/firebase-verifier';
import { serviceDeps } from '../auth/deps';
import registrationRoutes from './routes';
import { createRegistrationService } from './service';

/** The registration module (spec §4 "Register"): its service, built once, and its routes. */
export default sharedPlugin(
  async (fastify) => {
    const service = createRegistrationService({ ...serviceDeps(fastify), phoneAuth: phoneAuthVerifier(fastify.config.providers) });
    await fastify.register(registrationRoutes, { service });
  },
  { name: 'registration', dependencies: ['auth-services', 'merchant-resolution', 'captcha', 'bot-check'] },
);
