import { backofficeAuditCall, backofficeAuditVerifyCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { listAudit, verifyAuditChain } from './audit';
import { backofficeRoute, paging } from './route';

/** The audit trail: one merchant's rows, filtered and paged on the server, and the chain's verification. */
const auditRoutes: FastifyPluginAsync = async (fastify) => {
  backofficeRoute(fastify, backofficeAuditCall, async (input) => {
    const { page, pageSize } = paging(input);
    const { rows, total } = await listAudit(fastify.db, { ...input, page, pageSize });
    return { rows, total, page, pageSize };
  });

  // The chain is one for the whole back office: a break anywhere is every merchant's concern.
  backofficeRoute(fastify, backofficeAuditVerifyCall, async () => verifyAuditChain(fastify.db));
};

export default auditRoutes;
