import { paymentCallbackCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { fail } from '../../http/envelope';
import { PAYMENT_SECRET, signCallback, simulatorPage, simulatorUrl, verifyCallback } from '../../modules/wallet/payments';
import type { PaymentProviderDeps } from './registry';
import type { PaymentProvider } from './types';

/**
 * PAYMENTS_PROVIDER=simulator (development and tests only; refused with APP_ENV=production): a checkout
 * page served by this gateway whose Pay button credits the deposit without any money changing hands.
 */
const simulatorRoutes: FastifyPluginAsync = async (fastify) => {
  /** The simulated gateway's payment page; its buttons post to /pay below. */
  fastify.get<{ Querystring: { ref?: string } }>('/api/payments/simulator', async (request, reply) => {
    const page = await fastify.wallet.paymentPage(String(request.query.ref ?? ''));
    if (!page) return reply.code(404).send(fail('NOT_FOUND', 'Unknown payment'));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(simulatorPage(page));
  });

  /**
   * The simulated gateway "processes" the payment and then calls the merchant back server to
   * server, signed with the shared secret, exactly as a real provider would; the browser is sent home.
   */
  fastify.post<{ Body: { ref?: string; action?: string } }>('/api/payments/simulator/pay', async (request, reply) => {
    const ref = String(request.body?.ref ?? '');
    const page = await fastify.wallet.paymentPage(ref);
    if (!page) return reply.code(404).send(fail('NOT_FOUND', 'Unknown payment'));
    const fields = { ref, amount: page.rawAmount, status: request.body?.action === 'pay' ? 'paid' : 'failed' };
    const signature = signCallback(await fastify.secrets.get(PAYMENT_SECRET), fields);
    const callback = await fastify.inject({ method: 'POST', url: paymentCallbackCall.path, payload: { ...fields, signature } });
    const body = callback.json() as { success: boolean; value?: { depositId: number; status: string }; code?: string };
    // Back to the member centre's deposit page, which reads the outcome from the query.
    const outcome = body.success && body.value ? `deposit=${body.value.depositId}&status=${body.value.status}` : `depositError=${body.code ?? 'INTERNAL'}`;
    const query = `memberCenter=depositv2&${outcome}`;
    return reply.code(303).header('cache-control', 'no-store').redirect(`/?${query}`);
  });
};

export function simulatorPayments(deps: PaymentProviderDeps): PaymentProvider {
  return {
    name: 'simulator',
    checkoutUrl: simulatorUrl,
    verifyCallback: async (callback) => verifyCallback(await deps.secret(PAYMENT_SECRET), callback),
    routes: simulatorRoutes,
  };
}
