import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  freshIp,
  freshName,
  get,
  latestCode,
  login,
  openAuthHarness,
  outboxCodes,
  post,
  tokenOf,
  type AuthHarness,
} from '../../support/auth';
import { backends } from '../../support/backends';

const PASSWORD = 'Secret123';
const IN_BEEN_OUT = { success: true, value: { message: 'in_been_out' } };

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`password recovery on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    /** The form-encoded body the spec prescribes for the e-mail reset. */
    const resetByEmail = (username: string, email: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/auth/reset/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, email }).toString(),
        remoteAddress: freshIp(),
      });

    it('answers in_been_out for an unknown account and for a wrong address, and sends nothing', async () => {
      const account = freshName();
      const email = `${account}@example.test`;
      await createMember(h.app, { account, password: PASSWORD, email });
      const unknown = await resetByEmail(freshName('ghost'), 'ghost@example.test');
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(IN_BEEN_OUT);
      expect((await resetByEmail(account, 'other@example.test')).json()).toEqual(IN_BEEN_OUT);
      expect(await outboxCodes(h.app, email)).toEqual([]);
      expect(await outboxCodes(h.app, 'ghost@example.test')).toEqual([]);
    });

    it('e-mails a temporary password on a match, ends the sessions, and forces a change at the next login', async () => {
      const account = freshName();
      const email = `${account}@example.test`;
      await createMember(h.app, { account, password: PASSWORD, email });
      const ip = freshIp();
      const token = tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip }));

      expect((await resetByEmail(account.toUpperCase(), email.toUpperCase())).json()).toEqual(IN_BEEN_OUT);
      const temporary = await latestCode(h.app, email);
      expect((await get(h.app, '/api/member/info', { token, ip })).json().code).toBe('NOT_LOGGED_IN');
      const relogin = await login(h.app, { username: account, password: temporary }, { ip });
      expect(relogin.json().value.mustChangePassword).toBe(true);
    });

    it('resets by phone with the SMS code and a password that passes the brand rule, and answers the account', async () => {
      const account = freshName();
      const mobileNum = `3199${Date.now() % 10_000_000}`;
      await createMember(h.app, { account, password: PASSWORD, mobile: `+55${mobileNum}` });
      const ip = freshIp();
      const token = tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip }));
      const sent = await post(h.app, '/api/auth/reset/phone-code', { mobileNum, countryDialingCode: '+55' }, { ip });
      expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
      const code = await latestCode(h.app, mobileNum);
      const body = { mobileNum, countryDialingCode: '+55', verificationCode: code };

      const weak = await post(h.app, '/api/auth/reset/phone', { ...body, newPassword: 'short' }, { ip });
      expect(weak.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { newPassword: { key: 'reg_pattern_5' } } } });
      const ok = await post(h.app, '/api/auth/reset/phone', { ...body, newPassword: 'Better456' }, { ip });
      expect(ok.json()).toEqual({ success: true, value: { account } });
      expect((await get(h.app, '/api/member/info', { token, ip })).json().code).toBe('NOT_LOGGED_IN');
      expect((await login(h.app, { username: account, password: 'Better456' }, { ip })).statusCode).toBe(200);
      // The code was used once.
      expect((await post(h.app, '/api/auth/reset/phone', { ...body, newPassword: 'Another789' }, { ip })).json().code).toBe(
        'VERIFICATION_CODE_INVALID',
      );
    });
  });
}
