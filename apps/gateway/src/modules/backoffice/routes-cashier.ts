import {
  backofficeCashierSettingsCall,
  backofficeDepositDecisionCall,
  backofficeDepositsCall,
  backofficeDisputeResolutionCall,
  backofficeDisputesCall,
  backofficeWithdrawalDecisionCall,
  backofficeWithdrawalsCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { fail } from '../../http/envelope';
import { createCashier } from './cashier';
import { createCashierQueues } from './cashier-queues';
import { actorOf, backofficeRoute, paging } from './route';

/** Pending deposits, withdrawals to pay and open disputes, with their decisions (modules/wallet's rules). */
const cashierRoutes: FastifyPluginAsync = async (fastify) => {
  const queues = createCashierQueues(fastify.db);
  const cashier = createCashier(fastify);

  backofficeRoute(fastify, backofficeDepositsCall, async (input) => queues.deposits({ ...input, ...paging(input), status: input.status ?? 'pending' }));
  backofficeRoute(fastify, backofficeWithdrawalsCall, async (input) => queues.withdrawals({ ...input, ...paging(input), status: input.status ?? 'requested' }));
  backofficeRoute(fastify, backofficeDisputesCall, async (input) => queues.withdrawals({ ...input, ...paging(input), status: 'not_received' }));
  backofficeRoute(fastify, backofficeCashierSettingsCall, async (input) => ({
    confirmAmount: fastify.config.backoffice.confirmAmount,
    currency: await cashier.currency(input.merchantCode),
  }));

  backofficeRoute(fastify, backofficeDepositDecisionCall, async (input, staff) => cashier.decideDeposit(actorOf(staff), input));
  backofficeRoute(fastify, backofficeWithdrawalDecisionCall, async (input, staff) => cashier.decideWithdrawal(actorOf(staff), input));
  backofficeRoute(fastify, backofficeDisputeResolutionCall, async (input, staff) => cashier.resolveDispute(actorOf(staff), input));

  /** A receipt or dispute proof, for the staff deciding it; only a member of the merchant's upload is served. */
  fastify.get<{ Params: { id: string }; Querystring: { merchantCode?: string } }>(
    '/api/backoffice/cashier/uploads/:id',
    { onRequest: fastify.requireStaff },
    async (request, reply) => {
      const merchantCode = String(request.query.merchantCode ?? '');
      fastify.authorize(request, 'cashier.read', merchantCode);
      const upload = /^[0-9a-f-]{36}$/.test(request.params.id) ? await queues.upload(merchantCode, request.params.id) : undefined;
      if (!upload) return reply.code(404).send(fail('NOT_FOUND', 'Unknown upload'));
      return reply.type(upload.contentType).header('cache-control', 'no-store').send(upload.data);
    },
  );
};

export default cashierRoutes;
