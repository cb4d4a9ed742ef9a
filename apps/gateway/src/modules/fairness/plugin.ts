import { sharedPlugin } from '../../http/shared-plugin';
import { createLotteryRecall } from '../lottery/recall';
import { createRecall } from './recall';
import fairnessRoutes from './routes';
import { createSeedRepository } from './seed-repository';
import { createSeedService } from './seed-service';

/**
 * The fairness module (issue 11): the seed service and the game recall, built once over the games
 * module's shared repository, and the routes.
 */
export default sharedPlugin(
  async (fastify) => {
    const games = fastify.gamesRepository;
    const seeds = createSeedService({ db: fastify.db, seeds: createSeedRepository(fastify.db), games, now: () => fastify.now() });
    const recall = createRecall({ games, lottery: createLotteryRecall(fastify.db) });

    await fastify.register(fairnessRoutes, { seeds, recall });
  },
  { name: 'fairness', dependencies: ['db', 'clock', 'auth-services', 'games'] },
);
