import { sharedPlugin } from '../../http/shared-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The time every rule reads. Tests inject a fake one to expire codes and sessions without waiting. */
    now(): Date;
  }
}

export interface ClockOptions {
  now?: () => Date;
}

export default sharedPlugin<ClockOptions>(
  async (fastify, opts) => {
    fastify.decorate('now', opts.now ?? (() => new Date()));
  },
  { name: 'clock' },
);
