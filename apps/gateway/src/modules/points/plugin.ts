import { sql } from 'drizzle-orm';
import { merchants } from '../../db/schema';
import { sharedPlugin } from '../../http/shared-plugin';
import { createIdempotency } from '../ledger/idempotency';
import { createPointsRepository } from './repository';
import pointsRoutes from './routes';
import { demoPointsRows } from './seed';
import { createPointsService } from './service';

/** The points module (spec §7 "Points"): its repository and service, built once, the demo rows and the routes. */
export default sharedPlugin(
  async (fastify) => {
    const repository = createPointsRepository(fastify.db);
    const wallets = fastify.walletRepository;
    const members = fastify.memberService;
    const points = createPointsService({
      repository,
      ledger: fastify.ledger,
      idempotency: createIdempotency(fastify.db, () => fastify.now()),
      throttle: fastify.throttle,
      checkPassword: (member, password) => members.verifyPassword(member, password),
      currencyOf: async (code) => (await wallets.settings(code)).currency,
      findMerchant: (code) => fastify.merchantRepository.findByCode(code),
      now: () => fastify.now(),
    });

    await fastify.register(pointsRoutes, { points });

    if (fastify.config.auth.seedDemo) {
      const rows = await fastify.db.select().from(merchants).orderBy(sql`${merchants.code}`);
      for (const merchant of rows) {
        const { rewards, sponsors } = demoPointsRows(merchant.code);
        const added = await repository.seed(rewards, sponsors);
        if (added > 0) fastify.log.info({ merchant: merchant.code, rows: added }, 'demo points rewards and sponsors created');
      }
    }
  },
  { name: 'points', dependencies: ['db', 'clock', 'wallet', 'auth-services', 'member', 'merchant-repository', 'merchant-resolution', 'authorization'] },
);
