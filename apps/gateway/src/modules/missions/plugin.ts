import { sharedPlugin } from '../../http/shared-plugin';
import { createMissionsRepository } from './repository';
import missionsRoutes from './routes';
import { createMissionsService } from './service';

/** The missions module (issue 9): its repository and service, built once, and its routes. */
export default sharedPlugin(
  async (fastify) => {
    const wallets = fastify.walletRepository;
    const missions = createMissionsService({
      db: fastify.db,
      repository: createMissionsRepository(fastify.db),
      ledger: fastify.ledger,
      // The currency is a merchant setting, never read through a transaction: the cached read serves it.
      currencyOf: async (code) => (await wallets.settings(code)).currency,
      now: () => fastify.now(),
    });

    await fastify.register(missionsRoutes, { missions });
  },
  { name: 'missions', dependencies: ['db', 'clock', 'wallet'] },
);
