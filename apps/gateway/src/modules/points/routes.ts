import {
  convertPointsCall,
  operatorPointsRewardCall,
  operatorPointsSettingsCall,
  operatorRedeemDecisionCall,
  pointsConfigCall,
  pointsDetailsCall,
  pointsRewardsCall,
  pointsSummaryCall,
  redeemPointsCall,
  redeemRecordsCall,
  sponsorsCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import type { PointsService } from './service';

/** The points mall (spec §7 "Points"), the operator's redeem decisions and settings, and the /sponsor page's content. */
const pointsRoutes: FastifyPluginAsync<{ points: PointsService }> = async (fastify, { points }) => {
  // contractRoute has authenticated every T call before the handler runs.
  const memberOf = (request: FastifyRequest) => request.member!;

  contractRoute(fastify, pointsSummaryCall, async (_input, request) => points.summary(memberOf(request)));
  contractRoute(fastify, pointsConfigCall, async (_input, request) => points.config(memberOf(request)));
  contractRoute(fastify, pointsRewardsCall, async (input, request) => points.rewards(memberOf(request), input.language));
  contractRoute(fastify, redeemPointsCall, async (input, request) => points.redeem(memberOf(request), input));
  contractRoute(fastify, redeemRecordsCall, async (input, request) => points.records(memberOf(request), input));
  contractRoute(fastify, pointsDetailsCall, async (input, request) => points.details(memberOf(request), input));
  contractRoute(fastify, convertPointsCall, async (input, request) => points.convert(memberOf(request), input));
  contractRoute(fastify, sponsorsCall, async (input, request) => points.sponsors(await fastify.resolveMerchant(request), input.language));

  contractRoute(fastify, operatorRedeemDecisionCall, async (input) => points.decide(input), { onRequest: fastify.requireApiKey('cashier.decide') });
  contractRoute(fastify, operatorPointsSettingsCall, async (input) => points.settings(input), { onRequest: fastify.requireApiKey('system.manage') });
  contractRoute(fastify, operatorPointsRewardCall, async (input) => points.saveReward(input), { onRequest: fastify.requireApiKey('content.publish') });
};

export default pointsRoutes;
