import { sharedPlugin } from '../../http/shared-plugin';
import { createSystemRepository } from './repository';
import systemRoutes from './routes';

/**
 * The system module (systemStatus and the operator's switches): its repository, built once, and its
 * routes. The merchant's currency comes from the wallet's shared repository, whose settings read is cached.
 */
export default sharedPlugin(
  async (fastify) => {
    await fastify.register(systemRoutes, { repository: createSystemRepository(fastify.db), wallet: fastify.walletRepository });
  },
  { name: 'system', dependencies: ['db', 'wallet', 'merchant-resolution', 'authorization'] },
);
