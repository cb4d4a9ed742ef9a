import { backofficeAgentContractsCall, backofficeAgentPayoutsCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { listContracts, listPayouts } from './agents';
import { backofficeRoute, paging } from './route';

/** The agents' contracts and payouts per period, read-only and paged on the server. */
const agentRoutes: FastifyPluginAsync = async (fastify) => {
  backofficeRoute(fastify, backofficeAgentContractsCall, async (input) => {
    const { page, pageSize } = paging(input);
    return { ...(await listContracts(fastify.db, { ...input, page, pageSize })), page, pageSize };
  });

  backofficeRoute(fastify, backofficeAgentPayoutsCall, async (input) => {
    const { page, pageSize } = paging(input);
    return { ...(await listPayouts(fastify.db, { ...input, page, pageSize })), page, pageSize };
  });
};

export default agentRoutes;
