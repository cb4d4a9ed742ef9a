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
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { merchants } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { serviceDeps } from '../auth/deps';
import { createMemberService } from '../member/service';
import { createIdempotency } from '../ledger/idempotency';
import { createWalletRepository } from '../wallet/repository';
import { createPointsRepository } from './repository';
import { demoPointsRows } from './seed';
import { createPointsService } from './service';

/** The points mall (spec §7 "Points"), the operator's redeem decisions and settings, and the /sponsor page's content. */
const pointsRoutes: FastifyPluginAsync = async (fastify) => {
  const repository = createPointsRepository(fastify.db);
  const wallets = createWalletRepository(fastify.db);
  const members = createMemberService(serviceDeps(fastify));
  const points = createPointsService({
    repository,
    ledger: fastify.ledger,
    idempotency: createIdempotency(fastify.db, () => fastify.now()),
    throttle: fastify.throttle,
    checkPassword: (member, password) => members.verifyPassword(member, password),
    currencyOf: async (code) => (await wallets.settings(code)).currency,
    findMerchant: (code) => fastify.merchantRepository.findByCode(code),
    now: () => fastify.now(),
  });
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

  if (fastify.config.auth.seedDemo) {
    const rows = await fastify.db.select().from(merchants).orderBy(sql`${merchants.code}`);
    for (const merchant of rows) {
      const { rewards, sponsors } = demoPointsRows(merchant.code);
      const added = await repository.seed(rewards, sponsors);
      if (added > 0) fastify.log.info({ merchant: merchant.code, rows: added }, 'demo points rewards and sponsors created');
    }
  }
};

export default pointsRoutes;
