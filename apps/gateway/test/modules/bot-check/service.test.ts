import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE, get, openAuthHarness, solveAltcha, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`ALTCHA bot check on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend, { env: { ALTCHA_MAX_NUMBER: '40' } });
    });
    afterAll(async () => {
      await h?.close();
    });

    const bad = async (altcha: string | undefined) => {
      await expect(h.app.botCheck.verify(altcha)).rejects.toMatchObject({ statusCode: 400, code: 'BOT_CHECK_FAILED' });
    };

    it('serves a signed SHA-256 challenge with maxnumber from ALTCHA_MAX_NUMBER and a 10-minute expiry in the salt', async () => {
      const value = (await get(h.app, '/api/auth/bot-challenge')).json().value;
      expect(value).toMatchObject({ algorithm: 'SHA-256', maxnumber: 40 });
      const expires = Number(new URLSearchParams(value.salt.split('?')[1]).get('expires'));
      expect(expires * 1000 - h.clock.now().getTime()).toBeGreaterThan(9 * MINUTE);
      expect(expires * 1000 - h.clock.now().getTime()).toBeLessThanOrEqual(10 * MINUTE);
    });

    it('accepts a solution once: a replay is BOT_CHECK_FAILED', async () => {
      const altcha = await solveAltcha(h.app);
      await expect(h.app.botCheck.verify(altcha)).resolves.toBeUndefined();
      await bad(altcha);
    });

    it('refuses a wrong number, a forged signature, garbage and an expired challenge', async () => {
      const altcha = await solveAltcha(h.app);
      const payload = JSON.parse(Buffer.from(altcha, 'base64').toString());
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');
      await bad(encode({ ...payload, number: payload.number + 1 }));
      await bad(encode({ ...payload, signature: 'f'.repeat(64) }));
      await bad('not base64 json');
      await bad(undefined);
      h.clock.advance(10 * MINUTE + 1000);
      await bad(altcha);
    });
  });
}
