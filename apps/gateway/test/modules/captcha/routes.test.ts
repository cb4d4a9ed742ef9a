import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../../../src/modules/captcha/image';
import { CAPTCHA_TEXT, MINUTE, freshIp, get, openAuthHarness, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`captcha on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const captcha = (key: string) => get(h.app, `/api/auth/captcha?captchaKey=${key}`, { ip: freshIp() });

    it('answers a PNG image as a base64 data URL, never cached, a new picture every time', async () => {
      const images: Buffer[] = [];
      for (let i = 0; i < 2; i++) {
        const response = await captcha(crypto.randomUUID());
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const value = response.json().value as string;
        expect(value).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
        images.push(Buffer.from(value.split(',')[1]!, 'base64'));
      }
      // A raster: no outline or text left to read, and the same answer is drawn differently each time.
      for (const image of images) {
        expect(await sharp(image).metadata()).toMatchObject({ format: 'png', width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
        expect(image.includes('<path')).toBe(false);
        expect(image.includes(CAPTCHA_TEXT)).toBe(false);
      }
      expect(images[0]!.equals(images[1]!)).toBe(false);
    });

    it('refreshes one captcha key at most once per second: sooner is 429 RATE_LIMITED', async () => {
      const key = crypto.randomUUID();
      expect((await captcha(key)).statusCode).toBe(200);
      const quick = await captcha(key);
      expect(quick.statusCode).toBe(429);
      expect(quick.json().code).toBe('RATE_LIMITED');
      expect((await captcha(crypto.randomUUID())).statusCode).toBe(200);
      h.clock.advance(1000);
      expect((await captcha(key)).statusCode).toBe(200);
    });

    it('accepts an answer once, in any letter case, and not after 5 minutes', async () => {
      const key = crypto.randomUUID();
      await captcha(key);
      expect(await h.app.captcha.check(key, CAPTCHA_TEXT.toUpperCase())).toBe(true);
      expect(await h.app.captcha.check(key, CAPTCHA_TEXT)).toBe(false);

      const wrongFirst = crypto.randomUUID();
      await captcha(wrongFirst);
      expect(await h.app.captcha.check(wrongFirst, 'nope')).toBe(false);
      // One guess per image: a wrong answer spends it too.
      expect(await h.app.captcha.check(wrongFirst, CAPTCHA_TEXT)).toBe(false);

      const late = crypto.randomUUID();
      await captcha(late);
      h.clock.advance(5 * MINUTE + 1000);
      expect(await h.app.captcha.check(late, CAPTCHA_TEXT)).toBe(false);
    });

    it('refuses a captcha key that is not a UUID with 400 VALIDATION_FAILED', async () => {
      expect((await captcha('not-a-uuid')).json().code).toBe('VALIDATION_FAILED');
    });
  });
}
