import { claimMissionCall, missionsCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import type { MissionsService } from './service';

/** Missions (issue 9; spec §7 "Mission summary and leaderboard"): the daily and weekly missions and their claims. */
const missionsRoutes: FastifyPluginAsync<{ missions: MissionsService }> = async (fastify, { missions }) => {
  // contractRoute has authenticated every T call before the handler runs.
  const memberOf = (request: FastifyRequest) => request.member!;

  contractRoute(fastify, missionsCall, async (_input, request) => missions.list(memberOf(request)));
  contractRoute(fastify, claimMissionCall, async (input, request) => missions.claim(memberOf(request), input.missionId));
};

export default missionsRoutes;
