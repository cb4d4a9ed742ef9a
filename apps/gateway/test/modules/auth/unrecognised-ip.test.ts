import { loginFailureValueSchema } from '@platform/shared/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MINUTE,
  createMember,
  freshIp,
  freshName,
  get,
  latestCode,
  login,
  openAuthHarness,
  post,
  postE,
  referenceTotp,
  solvedCaptcha,
  tokenOf,
  type AuthHarness,
} from '../../support/auth';
import { backends } from '../../support/backends';

const PASSWORD = 'Secret123';

function challengeOf(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(403);
  expect(response.json().code).toBe('EXTRA_VERIFICATION_REQUIRED');
  return loginFailureValueSchema.parse(response.json().value).verification!;
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`unrecognised IPs on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    /** A member who has logged in once from `home`, so `home` is known. */
    const memberAtHome = async (fields: Parameters<typeof createMember>[1]) => {
      await createMember(h.app, fields);
      const home = freshIp();
      const token = tokenOf(await login(h.app, { username: fields.account, password: fields.password }, { ip: home }));
      return { home, token };
    };
    const verify = (challengeId: string, method: string, answer: string, ip: string) =>
      postE(h.app, '/api/auth/verify-login', { challengeId, method, answer }, { ip });

    it('lets a member with no verification method log in from a new IP', async () => {
      const account = freshName();
      await memberAtHome({ account, password: PASSWORD });
      expect((await login(h.app, { username: account, password: PASSWORD }, { ip: freshIp() })).statusCode).toBe(200);
    });

    it('asks for TOTP from a new IP, issues no session until the code is right, then remembers the IP', async () => {
      const account = freshName();
      const { home, token } = await memberAtHome({ account, password: PASSWORD });
      const enrol = (await post(h.app, '/api/member/totp/enrol', {}, { token, ip: home })).json().value as { secret: string; otpauthUrl: string };
      expect(enrol.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+&issuer=.+&algorithm=SHA1&digits=6&period=30$/);
      const confirm = await post(h.app, '/api/member/totp/confirm', { code: referenceTotp(enrol.secret, h.clock.now()) }, { token, ip: home });
      expect(confirm.json()).toEqual({ success: true, value: { enabled: true } });
      h.clock.advance(MINUTE);

      const away = freshIp();
      const challenge = challengeOf(await login(h.app, { username: account, password: PASSWORD }, { ip: away }));
      expect(challenge.methods).toEqual(['totp']);

      const code = referenceTotp(enrol.secret, h.clock.now());
      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await verify(challenge.challengeId, 'totp', wrongCode, away);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('VERIFICATION_CODE_INVALID');
      // The challenge belongs to the IP that passed the password step.
      expect((await verify(challenge.challengeId, 'totp', code, freshIp())).json().code).toBe('VERIFICATION_CODE_INVALID');

      const ok = await verify(challenge.challengeId, 'totp', code, away);
      expect(ok.statusCode).toBe(200);
      expect((await get(h.app, '/api/member/info', { token: tokenOf(ok), ip: away })).json().value.account).toBe(account);
      // A challenge finishes one login only.
      expect((await verify(challenge.challengeId, 'totp', code, away)).json().code).toBe('VERIFICATION_CODE_INVALID');
      // The IP is known now: no extra check (the wrong TOTP above counted as a failure, hence the captcha).
      const again = await login(h.app, { username: account, password: PASSWORD, ...(await solvedCaptcha(h.app, away)) }, { ip: away });
      expect(again.statusCode).toBe(200);
    });

    it('refuses a TOTP code that was already used once', async () => {
      const account = freshName();
      const { home, token } = await memberAtHome({ account, password: PASSWORD });
      const { secret } = (await post(h.app, '/api/member/totp/enrol', {}, { token, ip: home })).json().value as { secret: string };
      const code = referenceTotp(secret, h.clock.now());
      await post(h.app, '/api/member/totp/confirm', { code }, { token, ip: home });
      const away = freshIp();
      const challenge = challengeOf(await login(h.app, { username: account, password: PASSWORD }, { ip: away }));
      // Same 30-second step as the confirmation: the code has been used.
      expect((await verify(challenge.challengeId, 'totp', code, away)).json().code).toBe('VERIFICATION_CODE_INVALID');
    });

    it('lists every method the member has, and accepts the bank account name regardless of case and spacing', async () => {
      const account = freshName();
      await memberAtHome({
        account,
        password: PASSWORD,
        mobile: `+55119${Date.now() % 100_000_000}`,
        email: `${account}@example.test`,
        bankAccountName: 'Maria da Silva',
      });
      const away = freshIp();
      const challenge = challengeOf(await login(h.app, { username: account, password: PASSWORD }, { ip: away }));
      expect(challenge.methods).toEqual(['sms', 'email', 'bankName']);
      expect((await verify(challenge.challengeId, 'totp', '123456', away)).json().code).toBe('BAD_REQUEST');
      expect((await verify(challenge.challengeId, 'bankName', 'Maria Silva', away)).json().code).toBe('VERIFICATION_CODE_INVALID');
      expect((await verify(challenge.challengeId, 'bankName', '  maria  DA silva ', away)).statusCode).toBe(200);
    });

    it('sends an e-mail code for the check on request, and accepts it', async () => {
      const account = freshName();
      const email = `${account}@example.test`;
      await memberAtHome({ account, password: PASSWORD, email });
      const away = freshIp();
      const challenge = challengeOf(await login(h.app, { username: account, password: PASSWORD }, { ip: away }));
      const sent = await post(h.app, '/api/auth/verify-login/send', { challengeId: challenge.challengeId, method: 'email' }, { ip: away });
      expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
      const ok = await verify(challenge.challengeId, 'email', await latestCode(h.app, email), away);
      expect(ok.statusCode).toBe(200);
      // The forced-change verdict made at the password step survives the check.
      expect(ok.json().value.mustChangePassword).toBe(false);
    });

    it('counts wrong answers against the account: five of them cap its logins with TOO_MANY_ATTEMPTS', async () => {
      const account = freshName();
      await memberAtHome({ account, password: PASSWORD, bankAccountName: 'Joana Lima' });
      const away = freshIp();
      const challenge = challengeOf(await login(h.app, { username: account, password: PASSWORD }, { ip: away }));
      for (let i = 0; i < 5; i++) {
        expect((await verify(challenge.challengeId, 'bankName', `Wrong ${i}`, away)).json().code).toBe('VERIFICATION_CODE_INVALID');
      }
      const ip = freshIp();
      const capped = await login(h.app, { username: account, password: PASSWORD, ...(await solvedCaptcha(h.app, ip)) }, { ip });
      expect(capped.statusCode).toBe(429);
      expect(capped.json().code).toBe('TOO_MANY_ATTEMPTS');
    });

    it('expires a pending check after 10 minutes with CODE_EXPIRED', async () => {
      const account = freshName();
      await memberAtHome({ account, password: PASSWORD, bankAccountName: 'Ana Souza' });
      const away = freshIp();
      const challenge = challengeOf(await login(h.app, { username: account, password: PASSWORD }, { ip: away }));
      h.clock.advance(10 * MINUTE + 1000);
      expect((await verify(challenge.challengeId, 'bankName', 'Ana Souza', away)).json().code).toBe('CODE_EXPIRED');
    });

    it('exempts trial accounts and SMS logins from the check', async () => {
      const trial = freshName('guest');
      await memberAtHome({ account: trial, password: PASSWORD, type: 4, email: `${trial}@example.test` });
      expect((await login(h.app, { username: trial, password: PASSWORD }, { ip: freshIp() })).statusCode).toBe(200);

      const account = freshName();
      const mobileNum = `1197${Date.now() % 10_000_000}`;
      await memberAtHome({ account, password: PASSWORD, mobile: `+55${mobileNum}` });
      const away = freshIp();
      await post(h.app, '/api/auth/login-code', { mobileNum, countryDialingCode: '+55' }, { ip: away });
      const sms = await login(
        h.app,
        { username: mobileNum, password: await latestCode(h.app, mobileNum), type: 'sms', countryDialingCode: '+55' },
        { ip: away },
      );
      expect(sms.statusCode).toBe(200);
    });
  });
}
