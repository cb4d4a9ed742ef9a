import { sql } from 'drizzle-orm';
import { merchants } from '../../db/schema';
import { sharedPlugin } from '../../http/shared-plugin';
import { createContentRepository } from '../../modules/content/repository';
import { seedDemoContent } from '../../modules/content/seed';
import { demoAccountsFor, seedDemoAccounts } from './demo-accounts';
import { DEMO_VENDORS } from '../../modules/games/catalogue';
import { createGamesRepository } from '../../modules/games/repository';

/**
 * SEED_DEMO=true: demo accounts on every merchant, plus an agent and a forced-change account on the
 * default brand; the demo vendor catalogue; and every merchant's demo content (README "Demo data").
 */
export default sharedPlugin(
  async (fastify) => {
    if (!fastify.config.auth.seedDemo) return;
    const rows = await fastify.db.select().from(merchants).orderBy(sql`${merchants.code}`);
    for (const merchant of rows) {
      const accounts = demoAccountsFor(merchant, merchant.brandId === fastify.config.defaultBrand, fastify.config.auth.defaultPassword);
      const created = await seedDemoAccounts(fastify.memberRepository, fastify.passwords, merchant, accounts, fastify.now());
      // Names only: the passwords are documented in the README, never logged.
      if (created.length > 0) fastify.log.info({ merchant: merchant.code, accounts: created }, 'demo accounts created');
    }
    const vendorsAdded = await createGamesRepository(fastify.db).seedVendors([...DEMO_VENDORS]);
    if (vendorsAdded > 0) fastify.log.info({ vendors: vendorsAdded }, 'demo vendors created');
    const content = createContentRepository(fastify.db);
    for (const merchant of rows) {
      const added = await seedDemoContent(content, merchant, fastify.now());
      if (added > 0) fastify.log.info({ merchant: merchant.code, rows: added }, 'demo content created');
    }
  },
  { name: 'demo-seed', dependencies: ['brand-seed', 'auth-services'] },
);
