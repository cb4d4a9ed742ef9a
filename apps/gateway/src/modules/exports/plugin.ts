import { sharedPlugin } from '../../http/shared-plugin';
import { createLotteryRecall } from '../lottery/recall';
import { createExportReports } from './reports';
import exportRoutes from './routes';

/**
 * The exports module (issue 11 "History"): the CSV reports, built once over the games, agent and
 * wallet modules' shared repositories (the wallet's settings read is cached), and their routes.
 */
export default sharedPlugin(
  async (fastify) => {
    const reports = createExportReports({
      db: fastify.db,
      games: fastify.gamesRepository,
      lottery: createLotteryRecall(fastify.db),
      wallet: fastify.walletRepository,
      agents: fastify.agentRepository,
    });

    await fastify.register(exportRoutes, { reports });
  },
  { name: 'exports', dependencies: ['db', 'clock', 'auth-services', 'wallet', 'games', 'agent'] },
);
