import { resetByEmailCall, resetByPhoneCall, resetCodeCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { normaliseIp } from '../../security/ip';
import type { RecoveryService } from './service';

/** Forgot password, by e-mail (form-encoded, spec §7) or by phone with an SMS code. */
const recoveryRoutes: FastifyPluginAsync<{ service: RecoveryService }> = async (fastify, { service: recovery }) => {
  contractRoute(fastify, resetByEmailCall, async (input, request) =>
    recovery.resetByEmail(await fastify.resolveMerchant(request), input, normaliseIp(request.ip)),
  );
  contractRoute(fastify, resetCodeCall, async (input, request) =>
    recovery.resetCode(await fastify.resolveMerchant(request), input, normaliseIp(request.ip)),
  );
  contractRoute(fastify, resetByPhoneCall, async (input, request) =>
    recovery.resetByPhone(await fastify.resolveMerchant(request), input),
  );
};

export default recoveryRoutes;
