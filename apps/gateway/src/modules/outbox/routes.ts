import { outboxCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { isOperatorAuthorized } from '../system/service';
import { createOutboxRepository } from './repository';

/**
 * The development outbox, for the demo and the e2e tests. Operator token only: it holds live codes.
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
    {
      onRequest: async (request, reply) => {
        if (!isOperatorAuthorized(request.headers.authorization, fastify.config.operatorToken)) {
          reply.header('www-authenticate', 'Bearer');
          throw new HttpError(401, 'FORBIDDEN', 'Operator token missing or wrong');
        }
      },
    },
  );
};

export default outboxRoutes;
