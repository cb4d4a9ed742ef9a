import { readBrandManifests } from '../../db/seed-brands';
import { sharedPlugin } from '../../http/shared-plugin';
import { jurisdictionLookup } from './jurisdictions';
import protectionRoutes from './routes';
import { createProtectionService } from './service';

/** Player protection (issue 11): its service, built once, and its routes (README.md). */
export default sharedPlugin(
  async (fastify) => {
    const { config } = fastify;
    const override = config.realityCheckOverride;
    if (override) {
      const which = override.merchants?.join(',') ?? 'every merchant';
      fastify.log.warn(`REALITY_CHECK_SECONDS=${override.seconds} replaces the reality-check interval of ${which}: a test setting, unset it in production`);
    }
    const service = createProtectionService({
      db: fastify.db,
      passwords: fastify.passwords,
      throttle: fastify.throttle,
      now: () => fastify.now(),
      jurisdictionOf: jurisdictionLookup(await readBrandManifests(config.brandsDir)),
      maxFailures: config.auth.maxFailuresPerAccount,
      failureWindowMinutes: config.auth.failureWindowMinutes,
      realityCheckSecondsOverride: (merchantCode) =>
        override && (override.merchants === null || override.merchants.includes(merchantCode)) ? override.seconds : null,
    });
    await fastify.register(protectionRoutes, { service });
  },
  { name: 'protection', dependencies: ['auth-services', 'authorization'] },
);
