import { gameRecallCall, gameSeedCall, rotateSeedCall, verifyRoundCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Member } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import type { Recall } from './recall';
import type { SeedService } from './seed-service';
import { sessionOf } from './session';

export interface FairnessRoutesOptions {
  seeds: SeedService;
  recall: Recall;
}

/** Provably fair in-house play and game recall (issue 11): seed pair, rotation, round verification, recall. */
const fairnessRoutes: FastifyPluginAsync<FairnessRoutesOptions> = async (fastify, { seeds, recall }) => {
  const memberOf = (request: FastifyRequest): Member => request.member!;

  contractRoute(fastify, gameSeedCall, async (_input, request) => seeds.current(memberOf(request), sessionOf(request)));
  contractRoute(fastify, rotateSeedCall, async (input, request) => seeds.rotate(memberOf(request), sessionOf(request), input.clientSeed));
  contractRoute(fastify, verifyRoundCall, async (input, request) => seeds.verify(memberOf(request), input.roundId));
  contractRoute(fastify, gameRecallCall, async (_input, request) => recall(memberOf(request)));
};

export default fairnessRoutes;
