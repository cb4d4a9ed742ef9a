import { gameRecallCall, gameSeedCall, rotateSeedCall, verifyRoundCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Member } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { createGamesRepository } from '../games/repository';
import { createLotteryRecall } from '../lottery/recall';
import { createRecall } from './recall';
import { createSeedRepository } from './seed-repository';
import { createSeedService } from './seed-service';
import { sessionOf } from './session';

/** Provably fair in-house play and game recall (issue 11): seed pair, rotation, round verification, recall. */
const fairnessRoutes: FastifyPluginAsync = async (fastify) => {
  const games = createGamesRepository(fastify.db);
  const seeds = createSeedService({ db: fastify.db, seeds: createSeedRepository(fastify.db), games, now: () => fastify.now() });
  const recall = createRecall({ games, lottery: createLotteryRecall(fastify.db) });
  const memberOf = (request: FastifyRequest): Member => request.member!;

  contractRoute(fastify, gameSeedCall, async (_input, request) => seeds.current(memberOf(request), sessionOf(request)));
  contractRoute(fastify, rotateSeedCall, async (input, request) => seeds.rotate(memberOf(request), sessionOf(request), input.clientSeed));
  contractRoute(fastify, verifyRoundCall, async (input, request) => seeds.verify(memberOf(request), input.roundId));
  contractRoute(fastify, gameRecallCall, async (_input, request) => recall(memberOf(request)));
};

export default fairnessRoutes;
