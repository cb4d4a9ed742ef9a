import { botChallengeCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import type { BotCheckService } from './service';

const botCheckRoutes: FastifyPluginAsync<{ service: BotCheckService }> = async (fastify, { service }) => {
  contractRoute(fastify, botChallengeCall, async (_input, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.challenge();
  });
};

export default botCheckRoutes;
