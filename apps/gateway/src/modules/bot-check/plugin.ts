import { sharedPlugin } from '../../http/shared-plugin';
import { createBotCheckRepository } from './repository';
import botCheckRoutes from './routes';
import { createBotCheckService, type BotCheckService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ALTCHA proof of work: challenged here, checked by the login and registration rules. */
    botCheck: BotCheckService;
  }
}

/** The bot-check module: its service, built once and shared with the modules that verify solutions, and its route. */
export default sharedPlugin(
  async (fastify) => {
    const service = createBotCheckService({
      repository: createBotCheckRepository(fastify.db),
      hmacKey: () => fastify.secrets.get('altcha-hmac'),
      now: fastify.now,
      maxNumber: fastify.config.auth.altchaMaxNumber,
    });
    fastify.decorate('botCheck', service);
    await fastify.register(botCheckRoutes, { service });
  },
  { name: 'bot-check', dependencies: ['db', 'clock', 'keys'] },
);
