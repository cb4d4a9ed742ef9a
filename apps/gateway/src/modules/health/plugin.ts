import { sharedPlugin } from '../../http/shared-plugin';
import { createHealthRepository } from './repository';
import healthRoutes from './routes';

/** The health module: the probes' database ping, built once, and the probe routes. */
export default sharedPlugin(
  async (fastify) => {
    await fastify.register(healthRoutes, { repository: createHealthRepository(fastify.db) });
  },
  { name: 'health', dependencies: ['db'] },
);
