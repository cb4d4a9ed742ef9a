import { sharedPlugin } from '../../http/shared-plugin';
import { createSeedRepository } from '../fairness/seed-repository';
import { catalogueFor } from './game-catalogue';
import { createGamesCache } from './list-cache';
import { createPlayService } from './play-service';
import { createGamesRepository, type GamesRepository } from './repository';
import gamesRoutes from './routes';
import { gameVendors } from '../../providers/game-vendors/registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rounds, favourites and vendor rows (fairness and the exports read the rounds too). */
    gamesRepository: GamesRepository;
  }
}

/**
 * The games module (spec §7 "Games"): its repository, catalogue, vendor adapter and play service,
 * built once, the answer cache, the routes, and the configured vendor's own routes (if any).
 */
export default sharedPlugin(
  async (fastify) => {
    const repository = createGamesRepository(fastify.db);
    // GAME_CATALOGUE and GAME_VENDOR_PROVIDER: nothing generated or simulated unless configured.
    const catalogue = catalogueFor(fastify.config.providers.gameCatalogue);
    const vendorProvider = gameVendors(fastify.config.providers.gameVendors, { secret: (name) => fastify.secrets.get(name) });
    const play = createPlayService({
      repository,
      catalogue,
      ledger: fastify.ledger,
      wallet: fastify.wallet,
      findMerchant: (code) => fastify.merchantRepository.findByCode(code),
      now: () => fastify.now(),
      vendorFor: vendorProvider.vendorFor,
      // The in-house rounds draw from the fairness module's seed pairs.
      seeds: createSeedRepository(fastify.db),
    });
    // Every list answer depends only on the catalogue, the vendor rows and the merchant's config:
    // computed once per key, dropped by the change feed when vendors or merchants change.
    const cache = createGamesCache(fastify.changeFeed, fastify.config.configCacheSeconds * 1000);
    fastify.decorate('gamesRepository', repository);

    await fastify.register(gamesRoutes, { repository, catalogue, play, cache });
    if (vendorProvider.routes) await fastify.register(vendorProvider.routes(catalogue));
  },
  { name: 'games', dependencies: ['db', 'clock', 'keys', 'wallet', 'merchant-repository', 'merchant-resolution'] },
);
