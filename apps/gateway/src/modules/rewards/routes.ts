import {
  applyActivityCall,
  claimActivityCall,
  openRedEnvelopeCall,
  operatorActivityDecisionCall,
  operatorActivitySettingsCall,
  rewardCenterCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import type { RewardsService } from './service';

/** rewardCenter (spec §2), the activity application (spec §5) and the operator's decisions. */
const rewardsRoutes: FastifyPluginAsync<{ rewards: RewardsService }> = async (fastify, { rewards }) => {
  // contractRoute has authenticated every T call before the handler runs.
  const memberOf = (request: FastifyRequest) => request.member!;

  contractRoute(fastify, rewardCenterCall, async (input, request) => rewards.list(memberOf(request), input.language));
  contractRoute(fastify, applyActivityCall, async (input, request) => rewards.apply(memberOf(request), input));
  contractRoute(fastify, claimActivityCall, async (input, request) => rewards.claim(memberOf(request), input.promotionId));
  contractRoute(fastify, openRedEnvelopeCall, async (input, request) => rewards.openRedEnvelope(memberOf(request), input.promotionId));

  contractRoute(fastify, operatorActivityDecisionCall, async (input) => rewards.decide(input), { onRequest: fastify.requireApiKey('cashier.decide') });
  contractRoute(fastify, operatorActivitySettingsCall, async (input) => rewards.settings(input), { onRequest: fastify.requireApiKey('system.manage') });
};

export default rewardsRoutes;
