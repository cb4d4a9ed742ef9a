import { randomUUID } from 'node:crypto';
import { envelopeOf, loginValueSchema, protectionStatusSchema, realityCheckSchema } from '@platform/shared/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MINUTE,
  createMember,
  freshIp,
  freshName,
  get,
  latestCode,
  login,
  post,
  postE,
  solvedCaptcha,
  tokenOf,
  type AuthHarness,
} from '../../support/auth';
import { backends } from '../../support/backends';
import { call, openWalletHarness, walletMember } from '../../support/wallet';

const PASSWORD = 'Secret123';
const loginEnvelope = envelopeOf(loginValueSchema);

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`session security and reality check on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    it('answers the previous login time after login: null the first time, then the login before', async () => {
      const account = freshName('prev');
      await createMember(h.app, { account, password: PASSWORD });
      const ip = freshIp();
      const first = loginEnvelope.parse((await login(h.app, { username: account, password: PASSWORD }, { ip })).json()).value!;
      expect(first.previousLoginAt).toBeNull();
      const firstAt = h.clock.now().toISOString();
      h.clock.advance(90 * MINUTE);
      const second = loginEnvelope.parse((await login(h.app, { username: account, password: PASSWORD }, { ip })).json()).value!;
      expect(second.previousLoginAt).toBe(firstAt);
    });

    it('after 3 failed logins asks for the captcha plus a code, even from a known IP, and a bank name will not do', async () => {
      const account = freshName('fail');
      const email = `${account}@example.com`;
      await createMember(h.app, { account, password: PASSWORD, email, bankAccountName: 'Ann Smith' });
      const ip = freshIp();
      tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip }));
      const attempt = async (password: string, captcha = true) =>
        login(h.app, { username: account, password, ...(captcha ? await solvedCaptcha(h.app, ip) : {}) }, { ip });

      expect((await attempt('Wrong-1', false)).json().code).toBe('LOGIN_FAILED');
      expect((await attempt(PASSWORD, false)).json().code).toBe('CAPTCHA_REQUIRED');
      expect((await attempt('Wrong-2')).json().code).toBe('LOGIN_FAILED');
      expect((await attempt('Wrong-3')).json().code).toBe('LOGIN_FAILED');

      const challenged = await attempt(PASSWORD);
      expect(challenged.statusCode).toBe(403);
      expect(challenged.json()).toMatchObject({ code: 'EXTRA_VERIFICATION_REQUIRED', value: { verification: { methods: ['email'] } } });
      const { challengeId } = challenged.json().value.verification as { challengeId: string };
      expect((await post(h.app, '/api/auth/verify-login/send', { challengeId, method: 'email' }, { ip })).statusCode).toBe(200);
      const verified = await postE(h.app, '/api/auth/verify-login', { challengeId, method: 'email', answer: await latestCode(h.app, email) }, { ip });
      expect(verified.statusCode, verified.body).toBe(200);
      // The success cleared the account's count: the next login needs no code (the IP's count still asks for the captcha).
      expect((await attempt(PASSWORD)).statusCode).toBe(200);
    });

    it('lets a login through with only the captcha after fewer than 3 failures from a known IP', async () => {
      const account = freshName('few');
      await createMember(h.app, { account, password: PASSWORD, email: `${account}@example.com` });
      const ip = freshIp();
      tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip }));
      expect((await login(h.app, { username: account, password: 'Wrong-1' }, { ip })).json().code).toBe('LOGIN_FAILED');
      expect((await login(h.app, { username: account, password: 'Wrong-2', ...(await solvedCaptcha(h.app, ip)) }, { ip })).json().code).toBe('LOGIN_FAILED');
      expect((await login(h.app, { username: account, password: PASSWORD, ...(await solvedCaptcha(h.app, ip)) }, { ip })).statusCode).toBe(200);
    });

    it('re-checks the idle time-out on the server and says what it is', async () => {
      const member = await walletMember(h.app);
      const status = protectionStatusSchema.parse((await call(h.app, member, 'GET', '/api/protection/status')).json().value);
      expect(status).toMatchObject({ idleTimeoutMinutes: 15, sessionEndsAt: null, realityCheckMinutes: 60, depositLimitPrompt: 'first-deposit' });
      h.clock.advance(15 * MINUTE + 1000);
      expect((await get(h.app, '/api/protection/status', { token: member.token, ip: member.ip })).json().code).toBe('NOT_LOGGED_IN');
    });

    it('offers a deposit limit before the first deposit until one is set', async () => {
      const member = await walletMember(h.app);
      const status = async () => protectionStatusSchema.parse((await call(h.app, member, 'GET', '/api/protection/status')).json().value);
      expect((await status()).offerDepositLimit).toBe(true);
      await call(h.app, member, 'POST', '/api/protection/limits', { kind: 'deposit', period: 'month', value: 1_000_00 });
      expect((await status()).offerDepositLimit).toBe(false);
    });

    it('answers the reality check: the session start, time elapsed and the net won or lost in this session only', async () => {
      const member = await walletMember(h.app, { balance: 500_00 });
      const row = await member.row();
      // Played in an earlier session: not part of this one.
      await h.app.wallet.placeBet(row, { betKey: randomUUID(), amount: 70_00, category: 'RNG' });
      h.clock.advance(MINUTE);
      await member.relogin();
      const startedAt = h.clock.now().toISOString();
      await h.app.wallet.placeBet(row, { betKey: randomUUID(), amount: 30_00, category: 'RNG' });
      await h.app.wallet.settleWin(row, { winKey: randomUUID(), amount: 10_00, category: 'RNG' });
      h.clock.advance(12 * MINUTE);
      const response = await call(h.app, member, 'GET', '/api/protection/reality-check');
      expect(realityCheckSchema.parse(response.json().value)).toEqual({
        sessionStartedAt: startedAt,
        elapsedSeconds: 12 * 60,
        wagered: 30_00,
        won: 10_00,
        net: -20_00,
        intervalMinutes: 60,
        intervalSeconds: 60 * 60,
      });
    });
  });
}
