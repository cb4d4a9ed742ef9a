import { botChallengeCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';

const botCheckRoutes: FastifyPluginAsync = async (fastify) => {
  contractRoute(fastify, botChallengeCall, async (_input, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return fastify.botCheck.challenge();
  });
};

export default botCheckRoutes;
