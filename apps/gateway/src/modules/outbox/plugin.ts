import { sharedPlugin } from '../../http/shared-plugin';
import { createOutboxRepository } from './repository';
import outboxRoutes from './routes';

/**
 * The development outbox's route, for the demo and the e2e tests. Served only while the outbox is the
 * messaging provider (MESSAGING_PROVIDER=outbox): otherwise the path is a 404.
 */
export default sharedPlugin(
  async (fastify) => {
    if (fastify.config.providers.messaging !== 'outbox') return;
    await fastify.register(outboxRoutes, { repository: createOutboxRepository(fastify.db) });
  },
  { name: 'outbox', dependencies: ['db', 'authorization'] },
);
