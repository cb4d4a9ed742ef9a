import { sharedPlugin } from '../../http/shared-plugin';
import { isPaymentBlockedForPlayer } from '../protection/exclusion';
import { createWalletRepository } from '../wallet/repository';
import { runPayouts, settleGraceMs, type PayoutJobDeps, type PayoutRunResult } from './payout-job';
import { createPayoutRepository } from './payout-repository';

export interface AgentPayoutJobs {
  /** Settles every finished period owed up to `at` (default now). */
  run(at?: Date): Promise<PayoutRunResult>;
  readonly deps: PayoutJobDeps;
}

declare module 'fastify' {
  interface FastifyInstance {
    agentPayouts: AgentPayoutJobs;
  }
}

/**
 * The agent salary and dividend payouts (spec §9). Exactly-once by the database (see runPayouts),
 * so every instance may run the timer. It fires just after each real-time period ends, which is
 * also when hourly and daily periods end; a run still in progress makes the next tick a no-op.
 */
export default sharedPlugin(
  async (fastify) => {
    const { db, config } = fastify;
    const wallet = createWalletRepository(db);
    const realtimeSeconds = config.agent.realtimeSalarySeconds;
    const deps: PayoutJobDeps = {
      db,
      ledger: fastify.ledger,
      repository: createPayoutRepository(db),
      currencyOf: async (code) => (await wallet.settings(code)).currency,
      isPaymentBlocked: (memberId, at) => isPaymentBlockedForPlayer(db, memberId, at),
      realtimeSeconds,
    };
    const jobs: AgentPayoutJobs = { deps, run: (at = fastify.now()) => runPayouts(deps, at) };
    fastify.decorate('agentPayouts', jobs);

    if (!config.agent.payoutTimer) return;
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
  },
  { name: 'agent-payouts', dependencies: ['db', 'clock', 'wallet'] },
);
