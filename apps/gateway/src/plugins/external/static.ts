import fastifyStatic from '@fastify/static';
import { sharedPlugin } from '../../http/shared-plugin';

/**
 * Only decorates `reply.sendFile`. The folder to serve depends on the merchant of
 * each request, so the SPA module picks the root per request instead of letting
 * the plugin mount one fixed folder. `preCompressed` sends the `.br`/`.gz` the brand
 * build wrote beside each file (tools/brand-tools, precompress-plugin.ts) to a browser
 * that accepts it, with `Vary: Accept-Encoding`; a file without them goes as it is.
 */
export default sharedPlugin(
  async (fastify) => {
    await fastify.register(fastifyStatic, { serve: false, decorateReply: true, preCompressed: true });
  },
  { name: 'static' },
);
