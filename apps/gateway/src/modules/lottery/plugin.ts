import { sharedPlugin } from '../../http/shared-plugin';
import lotteryRoutes from './routes';
import { createLotteryService, type LotteryService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    lottery: LotteryService;
  }
}

/**
 * The lottery module: its service (built once, `fastify.lottery`), its job (open the next periods,
 * draw the due ones, settle) and its routes. The job is exactly-once by the database (the draw
 * UPDATE only moves open rows; each bet is claimed with SKIP LOCKED and settled under a unique
 * (draw, bet) key), so every instance may run the timer. Registered after `authorization`: the
 * operator routes need `requireApiKey`, and the routes must sit under its preValidation hook.
 */
export default sharedPlugin(
  async (fastify) => {
    const { config } = fastify;
    const lottery = createLotteryService({
      db: fastify.db,
      ledger: fastify.ledger,
      wallet: fastify.wallet,
      now: () => fastify.now(),
      lengths: config.lottery,
      onDrawn: (draws) => fastify.live.drawPublished(draws),
    });
    fastify.decorate('lottery', lottery);

    if (config.lottery.jobIntervalSeconds > 0) {
      let running = false;
      const intervalMs = config.lottery.jobIntervalSeconds * 1000;
      let due = Date.now() + intervalMs;
      const timer = setInterval(() => {
        // How late this tick fires against the schedule (a blocked event loop shows here).
        const lagSeconds = (Date.now() - due) / 1000;
        due += intervalMs;
        if (running) return;
        running = true;
        lottery
          .runAll()
          .then((done) => {
            fastify.metrics.jobRan('lottery', { lagSeconds, claimed: done.drawn + done.settled, ok: true });
            if (done.drawn > 0 || done.settled > 0) fastify.log.info(done, 'lottery job ran');
          })
          .catch((error: unknown) => {
            fastify.metrics.jobRan('lottery', { lagSeconds, claimed: 0, ok: false });
            fastify.log.warn({ err: error }, 'lottery job failed');
          })
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
      fastify.addHook('onClose', async () => clearInterval(timer));
    }

    await fastify.register(lotteryRoutes);
  },
  { name: 'lottery', dependencies: ['db', 'clock', 'metrics', 'wallet', 'live', 'authorization'] },
);
