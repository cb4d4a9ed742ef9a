import { sharedPlugin } from '../../http/shared-plugin';
import { serviceDeps } from '../auth/deps';
import recoveryRoutes from './routes';
import { createRecoveryService } from './service';

/** The password-recovery module: its service, built once, and its routes. */
export default sharedPlugin(
  async (fastify) => {
    const service = createRecoveryService(serviceDeps(fastify));
    await fastify.register(recoveryRoutes, { service });
  },
  { name: 'recovery', dependencies: ['auth-services', 'merchant-resolution', 'captcha', 'bot-check'] },
);
