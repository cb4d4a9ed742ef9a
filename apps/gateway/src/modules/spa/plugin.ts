import { sharedPlugin } from '../../http/shared-plugin';
import { createTemplateCache } from './home-prerender';
import spaRoutes from './routes';

/**
 * The spa module: each brand's build, with the home page's banners (the content module's repository)
 * prerendered. Registered last, so every API and probe route wins over its catch-all GET.
 */
export default sharedPlugin(
  async (fastify) => {
    await fastify.register(spaRoutes, { content: fastify.contentRepository, bannerArt: fastify.bannerArt, templateOf: createTemplateCache() });
  },
  { name: 'spa', dependencies: ['merchant-resolution', 'content'] },
);
