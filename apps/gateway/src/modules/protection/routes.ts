import {
  operatorAuditVerifyCall,
  protectionLimitsCall,
  protectionStatusCall,
  realityCheckCall,
  setProtectionLimitCall,
  startCoolOffCall,
  startSelfExclusionCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { verifyAuditChain } from './audit-log';
import type { Caller, ProtectionService } from './service';

/** Player protection (issue 11): limits, reality check, cool-off, self-exclusion, status; and the operator's audit check. */
const protectionRoutes: FastifyPluginAsync<{ service: ProtectionService }> = async (fastify, { service }) => {
  // contractRoute has authenticated every T call, so the member and its session are set.
  const callerOf = (request: FastifyRequest): Caller => ({ member: request.member!, tokenHash: request.sessionTokenHash! });

  contractRoute(fastify, protectionLimitsCall, async (_input, request) => service.limits(callerOf(request)));
  contractRoute(fastify, setProtectionLimitCall, async (input, request) => service.setLimit(callerOf(request), input));
  contractRoute(fastify, realityCheckCall, async (_input, request) => service.realityCheck(callerOf(request)));
  contractRoute(fastify, startCoolOffCall, async (input, request) => service.coolOff(callerOf(request), input));
  contractRoute(fastify, startSelfExclusionCall, async (input, request) => service.selfExclude(callerOf(request), input));
  contractRoute(fastify, protectionStatusCall, async (_input, request) => service.status(callerOf(request)));

  contractRoute(fastify, operatorAuditVerifyCall, async () => verifyAuditChain(fastify.db), { onRequest: fastify.requireApiKey('audit.read') });
};

export default protectionRoutes;
