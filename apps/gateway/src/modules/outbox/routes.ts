import { outboxCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import type { OutboxRepository } from './repository';

/** The development outbox (plugin.ts says when it is served). An API key with outbox.read only: it holds live codes. */
const outboxRoutes: FastifyPluginAsync<{ repository: OutboxRepository }> = async (fastify, { repository }) => {
  contractRoute(
    fastify,
    outboxCall,
    async ({ to }) =>
      (await repository.forRecipient(to)).map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    { onRequest: fastify.requireApiKey('outbox.read') },
  );
};

export default outboxRoutes;
