import { HttpError } from '../../http/http-error';
import { hmacHex, randomString, safeEqual } from '../../security/tokens';
import { createCaptchaRenderer } from './image';
import type { CaptchaRepository } from './repository';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Spec §9: "Captcha refresh: at most once per second". */
export const CAPTCHA_REFRESH_MS = 1000;
/** No 0/O, 1/l/I: the answer must be readable, and it is compared case-insensitively anyway. */
export const CAPTCHA_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const CAPTCHA_LENGTH = 4;

export interface CaptchaDeps {
  repository: CaptchaRepository;
  pepper: () => Promise<string>;
  now: () => Date;
  /** Tests inject a known answer. */
  text?: () => string;
}

export function createCaptchaService(deps: CaptchaDeps) {
  const makeText = deps.text ?? (() => randomString(CAPTCHA_LENGTH, CAPTCHA_ALPHABET));
  const render = createCaptchaRenderer();
  const hashOf = async (answer: string) => hmacHex(await deps.pepper(), answer.trim().toLowerCase());

  return {
    /** A PNG data URL of a new image for the key; the previous answer for that key stops working. */
    async issue(captchaKey: string): Promise<string> {
      const text = makeText();
      const now = deps.now();
      const issued = await deps.repository.issue(
        {
          captchaKey,
          answerHash: await hashOf(text),
          issuedAt: now,
          expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
        },
        new Date(now.getTime() - CAPTCHA_REFRESH_MS),
      );
      if (!issued) throw new HttpError(429, 'RATE_LIMITED', 'The captcha can be refreshed once per second');
      return `data:image/png;base64,${(await render(text)).toString('base64')}`;
    },

    /** True once for the right, unexpired answer; the key is spent either way. */
    async check(captchaKey: string, answer: string): Promise<boolean> {
      const row = await deps.repository.take(captchaKey);
      if (!row || row.expiresAt.getTime() <= deps.now().getTime()) return false;
      return safeEqual(await hashOf(answer), row.answerHash);
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
