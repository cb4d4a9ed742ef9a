import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, freshName, postE, solveAltcha, type AuthHarness, openAuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';

const PASSWORD = 'Secret123';
const PER_IP = 3;
const PER_MERCHANT = 5;
const HOUR = 60 * 60 * 1000;

/**
 * Issue 19: registrations are capped per IP and per merchant in a rolling hour, atomically: parallel
 * registrations cannot all pass the check before any of them is counted (real only on PostgreSQL).
 */
for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`registration caps on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend, {
        env: { REGISTRATION_MAX_PER_IP_PER_HOUR: String(PER_IP), REGISTRATION_MAX_PER_MERCHANT_PER_HOUR: String(PER_MERCHANT) },
      });
    });
    afterAll(async () => {
      await h?.close();
    });

    const register = async (ip: string) => {
      const username = freshName('cap');
      const form = {
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        domain: 'localhost',
        registerUrl: 'http://localhost/register',
        registerMethod: 'WEB',
        login: true,
        ageConfirmed: true,
        altcha: await solveAltcha(h.app),
      };
      return postE(h.app, '/api/auth/register', form, { ip });
    };
    const outcome = (responses: { statusCode: number; json(): { code?: string } }[]) =>
      responses.map((r) => (r.statusCode === 200 ? 'ok' : `${r.statusCode} ${r.json().code}`)).sort();

    it('accepts at most the per-IP cap of parallel registrations from one IP and the per-merchant cap in all, with a translated 429; an hour later it accepts again', async () => {
      const ip = freshIp();
      const fromOneIp = await Promise.all(Array.from({ length: 8 }, () => register(ip)));
      expect(outcome(fromOneIp)).toEqual([...Array(PER_IP).fill('ok'), ...Array(8 - PER_IP).fill('429 REGISTRATION_LIMITED')].sort());

      // Other IPs fill the merchant's hour: only PER_MERCHANT - PER_IP more get in.
      const elsewhere = await Promise.all(Array.from({ length: 6 }, () => register(freshIp())));
      expect(outcome(elsewhere)).toEqual([...Array(PER_MERCHANT - PER_IP).fill('ok'), ...Array(6 - (PER_MERCHANT - PER_IP)).fill('429 REGISTRATION_LIMITED')].sort());

      h.clock.advance(HOUR + 1_000);
      expect((await register(ip)).statusCode).toBe(200);
    }, 180_000);
  });
}
