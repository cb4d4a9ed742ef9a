import { sharedPlugin } from '../../http/shared-plugin';
import { createBannerArt, type BannerArt } from './banner-art';
import { createContentRepository, type ContentRepository } from './repository';
import contentRoutes from './routes';
import { createContentService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Banners, announcements and promotions (the agent module's announcements read it too). */
    contentRepository: ContentRepository;
    /** The demo's banner pictures; the spa module inlines the home page's first one. */
    bannerArt: BannerArt;
  }
}

/** The content module (spec §7 "Home", "Common"): its repository and service, built once, and its routes. */
export default sharedPlugin(
  async (fastify) => {
    const repository = createContentRepository(fastify.db);
    const service = createContentService({
      repository,
      findMerchant: (code) => fastify.merchantRepository.findByCode(code),
      now: () => fastify.now(),
    });
    // The demo's banner pictures (banner-art.ts): public, the same for every visitor of a brand.
    const bannerArt = createBannerArt({ brandsDir: fastify.config.brandsDir });
    fastify.decorate('contentRepository', repository);
    fastify.decorate('bannerArt', bannerArt);

    await fastify.register(contentRoutes, { service, bannerArt });
  },
  { name: 'content', dependencies: ['db', 'clock', 'merchant-repository'] },
);
