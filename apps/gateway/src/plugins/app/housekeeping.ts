import { sharedPlugin } from '../../http/shared-plugin';
import { createLoginChallengeRepository } from '../../modules/auth/repository';
import { createBotCheckRepository } from '../../modules/bot-check/repository';
import { createCaptchaRepository } from '../../modules/captcha/repository';
import { createCodesRepository } from '../../modules/auth/codes/repository';
import { createSessionRepository } from '../../modules/auth/sessions/repository';
import { createSocialRepository } from '../../modules/social/repository';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes expired sessions, captchas, codes, challenges and old rate events. Every rule
 * already ignores expired rows, so this only bounds table growth; deleting is idempotent,
 * so each instance may sweep on its own timer without coordination.
 */
export default sharedPlugin(
  async (fastify) => {
    const { db } = fastify;
    const sweepers = [
      createSessionRepository(db),
      createCaptchaRepository(db),
      createCodesRepository(db),
      createBotCheckRepository(db),
      createLoginChallengeRepository(db),
      createSocialRepository(db),
      fastify.throttle,
    ];
    const sweep = async () => {
      const now = fastify.now();
      for (const sweeper of sweepers) await sweeper.sweep(now);
    };
    const timer = setInterval(() => {
      sweep().catch((error: unknown) => fastify.log.warn({ err: error }, 'housekeeping sweep failed'));
    }, SWEEP_EVERY_MS);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['auth-services'] },
);
