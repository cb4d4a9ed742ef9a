import { sql } from 'drizzle-orm';
import { merchants } from '../../db/schema';
import { sharedPlugin } from '../../http/shared-plugin';
import { paymentProvider } from '../../providers/payments/registry';
import type { PaymentProvider } from '../../providers/payments/types';
import { createIdempotency } from '../ledger/idempotency';
import { createLedger, type Ledger } from '../ledger/service';
import { createReferralRewards } from '../rewards/referral';
import { cachedReads } from './cached-reads';
import { createWalletJobs, startWalletJobTimer, type WalletJobs } from './job-timer';
import { createWalletRepository, type WalletRepository } from './repository';
import walletRoutes from './routes';
import { seedDemoWallet } from './seed';
import { createWalletService, type WalletService } from './service';

export type { WalletJobs } from './job-timer';
export type { WalletRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    ledger: Ledger;
    wallet: WalletService;
    /** The wallet's repository with its cached reads (settings, vendors, balances): the one other modules use. */
    walletRepository: WalletRepository;
    /** The configured payment gateway (PAYMENTS_PROVIDER), or null. */
    payments: PaymentProvider | null;
    walletJobs: WalletJobs;
  }
}

/**
 * The wallet module's plugin, the money core: the ledger, the wallet's repository (with its cached
 * reads), the wallet rules and their jobs, each built once here and shared through the decorators.
 * It registers its routes (routes.ts) too, so it depends on the authorization plugin: that
 * plugin's preValidation hook (an API key's merchant check) only reaches routes registered after it.
 */
export default sharedPlugin(
  async (fastify) => {
    const { db, config } = fastify;
    const now = () => fastify.now();
    // A committed money movement pushes a balance refresh to the members it touched.
    const ledger = createLedger(db, {
      onCommitted: (memberIds) => fastify.live.balanceChanged(memberIds),
      onPosted: (transfer) => fastify.metrics.transferPosted(transfer),
    });
    const repository = cachedReads(createWalletRepository(db), fastify.changeFeed, config.configCacheSeconds * 1000);
    const idempotency = createIdempotency(db, now);
    // PAYMENTS_PROVIDER: the payment gateway's adapter, or null (gateway deposits are refused, never simulated).
    const payments = paymentProvider(config.providers.payments, { secret: (name) => fastify.secrets.get(name) });
    const wallet = createWalletService({
      ledger,
      idempotency,
      repository,
      members: fastify.memberRepository,
      passwords: fastify.passwords,
      throttle: fastify.throttle,
      attempts: fastify.attempts,
      findMerchant: (code) => fastify.merchantRepository.findByCode(code),
      payments,
      now,
      autoConfirmMinutes: config.wallet.autoConfirmMinutes,
      uploadLimits: config.wallet.uploadLimits,
      maxFailures: config.auth.maxFailuresPerAccount,
      failureWindowMinutes: config.auth.failureWindowMinutes,
      referral: createReferralRewards(db, ledger),
    });
    const jobs = createWalletJobs(fastify, { db, ledger, repository, idempotency, now });
    fastify.decorate('ledger', ledger);
    fastify.decorate('wallet', wallet);
    fastify.decorate('walletRepository', repository);
    fastify.decorate('payments', payments);
    fastify.decorate('walletJobs', jobs);

    if (config.auth.seedDemo) {
      const rows = await db.select().from(merchants).orderBy(sql`${merchants.code}`);
      for (const merchant of rows) {
        const seeded = await seedDemoWallet({ ledger, repository, members: fastify.memberRepository, passwords: fastify.passwords, now }, merchant);
        if (seeded.channels > 0 || seeded.credited) fastify.log.info({ merchant: merchant.code, ...seeded }, 'demo wallet seeded');
      }
    }

    if (config.wallet.jobIntervalSeconds > 0) startWalletJobTimer(fastify, jobs, config.wallet.jobIntervalSeconds);
    await fastify.register(walletRoutes);
  },
  {
    name: 'wallet',
    dependencies: ['db', 'clock', 'keys', 'auth-services', 'merchant-repository', 'demo-seed', 'live', 'authorization'],
  },
);
