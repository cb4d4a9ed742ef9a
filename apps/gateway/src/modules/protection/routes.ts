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
import { readBrandManifests } from '../../db/seed-brands';
import { contractRoute } from '../../http/contract-route';
import { verifyAuditChain } from './audit-log';
import { jurisdictionLookup } from './jurisdictions';
import { createProtectionService, type Caller } from './service';

/** Player protection (issue 11): limits, reality check, cool-off, self-exclusion, status; and the operator's audit check. */
const protectionRoutes: FastifyPluginAsync = async (fastify) => {
  const { config } = fastify;
  const override = config.realityCheckOverride;
  if (override) {
    const which = override.merchants?.join(',') ?? 'every merchant';
    fastify.log.warn(`REALITY_CHECK_SECONDS=${override.seconds} replaces the reality-check interval of ${which}: a test setting, unset it in production`);
  }
  const service = createProtectionService({
    db: fastify.db,
    passwords: fastify.passwords,
    throttle: fastify.throttle,
    now: () => fastify.now(),
    jurisdictionOf: jurisdictionLookup(await readBrandManifests(config.brandsDir)),
    maxFailures: config.auth.maxFailuresPerAccount,
    failureWindowMinutes: config.auth.failureWindowMinutes,
    realityCheckSecondsOverride: (merchantCode) =>
      override && (override.merchants === null || override.merchants.includes(merchantCode)) ? override.seconds : null,
  });
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
