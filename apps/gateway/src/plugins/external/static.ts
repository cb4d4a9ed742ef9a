import fastifyStatic from '@fastify/static';
import { sharedPlugin } from '../../http/shared-plugin';

/**
 * Only decorates `reply.sendFile`. The folder to serve depends on the merchant of
 * each request, so the SPA module picks the root per request instead of letting
 * the plugin mount one fixed folder.
 */
export default sharedPlugin(
  async (fastify) => {
    await fastify.register(fastifyStatic, { serve: false, decorateReply: true });
  },
  { name: 'static' },
);
