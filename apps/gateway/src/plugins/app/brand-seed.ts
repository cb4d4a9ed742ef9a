import { readBrandManifests, seedBrands } from '../../db/seed-brands';
import { sharedPlugin } from '../../http/shared-plugin';

// Manifests are the source of truth for brand identity; re-seeding at every start keeps the DB in step with them.
export default sharedPlugin(
  async (fastify) => {
    const manifests = await readBrandManifests(fastify.config.brandsDir);
    await seedBrands(fastify.db, manifests);
    fastify.log.info({ brands: manifests.map((m) => m.id) }, 'brands seeded');
  },
  { name: 'brand-seed', dependencies: ['db'] },
);
