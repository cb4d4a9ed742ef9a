import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, freshIp, freshName, login, openAuthHarness, post, postE, solveAltcha, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';

const OFF = {
  USERNAMEREG3: false,
  MOBILENUMREG3: false,
  MOBILEVERCODELOGIN3: false,
  DIRECTREG3: false,
  REGMOBVERF3: false,
} as const;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`white-label flags off on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend, { flags: OFF });
    });
    afterAll(async () => {
      await h?.close();
    });

    const expectDisabled = (response: { statusCode: number; json(): { code?: string } }) => {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FEATURE_DISABLED');
    };
    const registration = async (fields: Record<string, unknown>) => ({
      password: 'Secret123',
      confirmPassword: 'Secret123',
      domain: 'localhost',
      registerUrl: 'http://localhost/',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      altcha: await solveAltcha(h.app),
      ...fields,
    });

    it('refuses username login without USERNAMEREG3, even with the right password', async () => {
      const account = freshName();
      await createMember(h.app, { account, password: 'Secret123' });
      expectDisabled(await login(h.app, { username: account, password: 'Secret123' }, { ip: freshIp() }));
    });

    it('refuses SMS login and login codes without MOBILEVERCODELOGIN3', async () => {
      expectDisabled(await login(h.app, { username: '11987654321', password: '123456', type: 'sms', countryDialingCode: '+55' }));
      expectDisabled(await post(h.app, '/api/auth/login-code', { mobileNum: '11987654321', countryDialingCode: '+55' }));
    });

    it('refuses free play without DIRECTREG3', async () => {
      expectDisabled(await post(h.app, '/api/auth/free-play', { os: 'Linux', platform: 'WEB', gatewayVersion: 3 }));
    });

    it('refuses registration by username without USERNAMEREG3 and by mobile without MOBILENUMREG3', async () => {
      expectDisabled(await postE(h.app, '/api/auth/register', await registration({ username: freshName() })));
      expectDisabled(await postE(h.app, '/api/auth/register-mobile', await registration({ mobileNum: '11987654321' })));
    });

    it('refuses registration SMS codes without REGMOBVERF3', async () => {
      expectDisabled(await post(h.app, '/api/auth/register-code', { countryDialingCode: '+55', mobileNo: '11987654321' }));
    });
  });
}
