import { claimMissionCall, missionsCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { createWalletRepository } from '../wallet/repository';
import { createMissionsRepository } from './repository';
import { createMissionsService } from './service';

/** Missions (issue 9; spec §7 "Mission summary and leaderboard"): the daily and weekly missions and their claims. */
const missionsRoutes: FastifyPluginAsync = async (fastify) => {
  const wallets = createWalletRepository(fastify.db);
  const missions = createMissionsService({
    db: fastify.db,
    repository: createMissionsRepository(fastify.db),
    ledger: fastify.ledger,
    currencyOf: async (code) => (await wallets.settings(code)).currency,
    now: () => fastify.now(),
  });
  // contractRoute has authenticated every T call before the handler runs.
  const memberOf = (request: FastifyRequest) => request.member!;

  contractRoute(fastify, missionsCall, async (_input, request) => missions.list(memberOf(request)));
  contractRoute(fastify, claimMissionCall, async (input, request) => missions.claim(memberOf(request), input.missionId));
};

export default missionsRoutes;
