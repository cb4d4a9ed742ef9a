import { outboxCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { createOutboxRepository } from './repository';

/**
 * The development outbox, for the demo and the e2e tests. An API key with outbox.read only: it holds live codes.
 * Served only while it is the messaging provider (MESSAGING_PROVIDER=outbox): otherwise the path is a 404.
 */
const outboxRoutes: FastifyPluginAsync = async (fastify) => {
  if (fastify.config.providers.messaging !== 'outbox') return;
  const repository = createOutboxRepository(fastify.db);
  contractRoute(
    fastify,
    outboxCall,
    async ({ to }) =>
      (await repository.forRecipient(to)).map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    { onRequest: fastify.requireApiKey('outbox.read') },
  );
};

export default outboxRoutes;
