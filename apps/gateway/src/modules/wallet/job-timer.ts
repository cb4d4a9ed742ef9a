import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Idempotency } from '../ledger/idempotency';
import type { Ledger } from '../ledger/service';
import { autoConfirmDue, settleRebates } from './jobs';
import type { WalletRepository } from './repository';

export interface WalletJobs {
  /** Auto-confirms the paid withdrawals past their deadline; answers the ids this call confirmed. */
  autoConfirm(at?: Date): Promise<number[]>;
  /** Pays the rebates of finished periods; answers how many it created. */
  rebates(at?: Date): Promise<number>;
  /** Both, plus the sweep of old idempotency keys (what the timer runs); answers how many items it took. */
  runAll(): Promise<number>;
}

interface WalletJobDeps {
  db: Db;
  ledger: Ledger;
  repository: WalletRepository;
  idempotency: Idempotency;
  now(): Date;
}

export function createWalletJobs(fastify: FastifyInstance, { db, ledger, repository, idempotency, now }: WalletJobDeps): WalletJobs {
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
  return jobs;
}

/**
 * The jobs are exactly-once by the database (SKIP LOCKED claims, unique keys), so every instance
 * may run the timer. Each run reports how late it started, for the jobs metric.
 */
export function startWalletJobTimer(fastify: FastifyInstance, jobs: WalletJobs, intervalSeconds: number): void {
  const intervalMs = intervalSeconds * 1000;
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
