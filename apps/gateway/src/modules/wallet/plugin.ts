import { sql } from 'drizzle-orm';
import { merchants } from '../../db/schema';
import { sharedPlugin } from '../../http/shared-plugin';
import type { ChangeFeed } from './change-feed';
import { createConfigCache, createKeyedCache } from './config-cache';
import { createLedger, type Ledger } from '../../modules/ledger/service';
import { createReferralRewards } from '../../modules/rewards/referral';
import { createIdempotency } from '../../modules/ledger/idempotency';
import { autoConfirmDue, settleRebates } from '../../modules/wallet/jobs';
import { createWalletRepository } from '../../modules/wallet/repository';
import { seedDemoWallet } from '../../modules/wallet/seed';
import { createWalletService, type WalletService } from '../../modules/wallet/service';
import { paymentProvider } from '../../providers/payments/registry';
import type { PaymentProvider } from '../../providers/payments/types';

export interface WalletJobs {
  /** Auto-confirms the paid withdrawals past their deadline; answers the ids this call confirmed. */
  autoConfirm(at?: Date): Promise<number[]>;
  /** Pays the rebates of finished periods; answers how many it created. */
  rebates(at?: Date): Promise<number>;
  /** Both, plus the sweep of old idempotency keys (what the timer runs); answers how many items it took. */
  runAll(): Promise<number>;
}

type WalletRepository = ReturnType<typeof createWalletRepository>;

/**
 * The balance call reads at most the member's ledger accounts (one indexed query): the merchant's
 * wallet settings and the vendor list are kept in memory, dropped by the change feed when
 * wallet_settings or vendors change. The balances themselves are kept per member too, dropped by
 * the feed's `balance:<member id>` when any of their ledger accounts changes (migration 0017),
 * which reaches this instance before the committing write returns. Only reads use them: the
 * ledger checks funds inside its own transaction.
 */
function cachedReads(inner: WalletRepository, feed: ChangeFeed, ttlMs: number): WalletRepository {
  const settings = createConfigCache<Awaited<ReturnType<WalletRepository['settings']>>>({ feed, topics: ['merchants'], ttlMs });
  const vendorCodes = createConfigCache<Awaited<ReturnType<WalletRepository['vendorCodes']>>>({ feed, topics: ['catalogue'], ttlMs });
  const balances = createKeyedCache<Map<string, number>>({ feed, prefix: 'balance:', ttlMs, maxEntries: 100_000 });
  return {
    ...inner,
    settings: (merchantCode) => settings.get(merchantCode, () => inner.settings(merchantCode)),
    vendorCodes: () => vendorCodes.get('all', () => inner.vendorCodes()),
    // A copy each time: callers may not share (or change) the cached map.
    memberBalances: async (memberId, currency) =>
      new Map(await balances.get(String(memberId), currency, () => inner.memberBalances(memberId, currency))),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ledger: Ledger;
    wallet: WalletService;
    /** The configured payment gateway (PAYMENTS_PROVIDER), or null. */
    payments: PaymentProvider | null;
    walletJobs: WalletJobs;
  }
}

/**
 * The money core: the ledger, the wallet rules and their jobs. The jobs are exactly-once by the
 * database (SKIP LOCKED claims, unique keys), so every instance may run the timer.
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
    const jobs: WalletJobs = {
      autoConfirm: (at = now()) => autoConfirmDue(db, at),
      rebates: (at = now()) =>
        settleRebates({ ledger, repository, currencyOf: async (code) => (await repository.settings(code)).currency }, at),
      async runAll() {
        const confirmed = await jobs.autoConfirm();
        const paid = await jobs.rebates();
        await idempotency.sweep(now());
        if (confirmed.length > 0 || paid > 0) fastify.log.info({ autoConfirmed: confirmed.length, rebates: paid }, 'wallet jobs ran');
        return confirmed.length + paid;
      },
    };
    fastify.decorate('ledger', ledger);
    fastify.decorate('wallet', wallet);
    fastify.decorate('payments', payments);
    fastify.decorate('walletJobs', jobs);

    if (config.auth.seedDemo) {
      const rows = await db.select().from(merchants).orderBy(sql`${merchants.code}`);
      for (const merchant of rows) {
        const seeded = await seedDemoWallet({ ledger, repository, members: fastify.memberRepository, passwords: fastify.passwords, now }, merchant);
        if (seeded.channels > 0 || seeded.credited) fastify.log.info({ merchant: merchant.code, ...seeded }, 'demo wallet seeded');
      }
    }

    if (config.wallet.jobIntervalSeconds > 0) {
      const intervalMs = config.wallet.jobIntervalSeconds * 1000;
      let due = Date.now() + intervalMs;
      const timer = setInterval(() => {
        const lagSeconds = (Date.now() - due) / 1000;
        due += intervalMs;
        jobs.runAll().then(
          (claimed) => fastify.metrics.jobRan('wallet', { lagSeconds, claimed, ok: true }),
          (error: unknown) => {
            fastify.metrics.jobRan('wallet', { lagSeconds, claimed: 0, ok: false });
            fastify.log.warn({ err: error }, 'wallet jobs failed');
          },
        );
      }, intervalMs);
      timer.unref();
      fastify.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'wallet', dependencies: ['db', 'clock', 'keys', 'auth-services', 'merchant-repository', 'demo-seed', 'live'] },
);
