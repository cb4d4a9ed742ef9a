import { sharedPlugin } from '../../http/shared-plugin';
import { createCaptchaRepository } from './repository';
import captchaRoutes from './routes';
import { createCaptchaService, type CaptchaService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Image captchas: issued here, checked by the login, registration and recovery rules. */
    captcha: CaptchaService;
  }
}

export interface CaptchaOptions {
  /** Tests only: the text of every captcha, so a test can answer it. */
  captchaText?: () => string;
}

/** The captcha module: its service, built once and shared with the modules that check answers, and its route. */
export default sharedPlugin<CaptchaOptions>(
  async (fastify, opts) => {
    const service = createCaptchaService({
      repository: createCaptchaRepository(fastify.db),
      pepper: () => fastify.secrets.get('code-pepper'),
      now: fastify.now,
      ...(opts.captchaText ? { text: opts.captchaText } : {}),
    });
    fastify.decorate('captcha', service);
    await fastify.register(captchaRoutes, { service });
  },
  { name: 'captcha', dependencies: ['db', 'clock', 'keys'] },
);
