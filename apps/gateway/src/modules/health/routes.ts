import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import type { HealthRepository } from './repository';

const SEVERITY: Record<AppConfig['logLevel'], number> = {
  trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity,
};

/**
 * Probes for the load balancer and orchestrator. They sit outside /api and the
 * envelope because those tools read the status code only. Logged at warn level:
 * a probe every few seconds would otherwise drown the request log.
 */
const healthRoutes: FastifyPluginAsync<{ repository: HealthRepository }> = async (fastify, { repository }) => {
  // Raise the level to warn for probes, never lower it: LOG_LEVEL=error or silent must still hold.
  const configured = fastify.config.logLevel;
  const logLevel = SEVERITY[configured] > SEVERITY.warn ? configured : 'warn';

  fastify.get('/health/live', { logLevel }, async () => ({ status: 'ok' }));

  fastify.get('/health/ready', { logLevel }, async (request, reply) => {
    try {
      await repository.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};

export default healthRoutes;
