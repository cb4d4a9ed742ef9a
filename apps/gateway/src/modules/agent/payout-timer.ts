import type { FastifyInstance } from 'fastify';
import type { WalletRepository } from '../wallet/repository';
import { isPaymentBlockedForPlayer } from '../protection/exclusion';
import { runPayouts, settleGraceMs, type PayoutJobDeps, type PayoutRunResult } from './payout-job';
import { createPayoutRepository } from './payout-repository';

export interface AgentPayoutJobs {
  /** Settles every finished period owed up to `at` (default now). */
  run(at?: Date): Promise<PayoutRunResult>;
  readonly deps: PayoutJobDeps;
}

/** The payout jobs over the shared ledger; the currency is a settings read, so the cached wallet reads serve it. */
export function createAgentPayouts(fastify: FastifyInstance, wallet: Pick<WalletRepository, 'settings'>): AgentPayoutJobs {
  const { db } = fastify;
  const deps: PayoutJobDeps = {
    db,
    ledger: fastify.ledger,
    repository: createPayoutRepository(db),
    currencyOf: async (code) => (await wallet.settings(code)).currency,
    isPaymentBlocked: (memberId, at) => isPaymentBlockedForPlayer(db, memberId, at),
    realtimeSeconds: fastify.config.agent.realtimeSalarySeconds,
  };
  return { deps, run: (at = fastify.now()) => runPayouts(deps, at) };
}

/**
 * The agent salary and dividend payouts' timer (spec §9). Exactly-once by the database (see runPayouts),
 * so every instance may run it. It fires just after each real-time period ends, which is also when
 * hourly and daily periods end; a run still in progress makes the next tick a no-op.
 */
export function startPayoutTimer(fastify: FastifyInstance, jobs: AgentPayoutJobs): void {
  const realtimeSeconds = jobs.deps.realtimeSeconds;
  const periodMs = realtimeSeconds * 1000;
  const graceMs = settleGraceMs('realtime', realtimeSeconds);
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let closed = false;
  const schedule = () => {
    if (closed) return;
    // The next tick lands just after the current period's end plus its grace.
    const now = Date.now();
    const delay = Math.floor(now / periodMs) * periodMs + periodMs + graceMs - now;
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  const tick = () => {
    schedule();
    if (running) return;
    running = true;
    jobs
      .run()
      .then(({ failures, ...done }) => {
        if (done.settled > 0 || done.unfunded > 0) fastify.log.info(done, 'agent payouts ran');
        for (const failure of failures) fastify.log.warn({ err: failure.error, contractId: failure.contractId }, 'agent payout failed');
      })
      .catch((error: unknown) => fastify.log.warn({ err: error }, 'agent payouts failed'))
      .finally(() => {
        running = false;
      });
  };
  schedule();
  fastify.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
