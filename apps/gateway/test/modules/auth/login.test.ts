import { envelopeOf, loginValueSchema } from '@platform/shared/api-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PASSWORD } from '../../support/app';
import {
  MINUTE,
  createMember,
  freshIp,
  freshName,
  get,
  login,
  openAuthHarness,
  post,
  postE,
  setFlags,
  solveAltcha,
  solvedCaptcha,
  tokenOf,
  type AuthHarness,
} from '../../support/auth';
import { backends } from '../../support/backends';

const loginEnvelope = envelopeOf(loginValueSchema);
const PASSWORD = 'Secret123';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`login on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const solved = (ip: string) => solvedCaptcha(h.app, ip);

    it('logs a member in with a 256-bit base64url token and the login flags', async () => {
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD });
      const response = await login(h.app, { username: account.toUpperCase(), password: PASSWORD }, { ip: freshIp() });
      expect(response.statusCode).toBe(200);
      const { value } = loginEnvelope.parse(response.json());
      expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, mustChangePassword: false, previousLoginAt: null });
      expect(value!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('answers a wrong password and an unknown account identically, and spends an argon2 verification on both', async () => {
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD });
      const burn = vi.spyOn(h.app.passwords, 'burn');
      const wrong = await login(h.app, { username: account, password: 'Wrong123' }, { ip: freshIp() });
      expect(burn).not.toHaveBeenCalled();
      const unknown = await login(h.app, { username: freshName('ghost'), password: 'Wrong123' }, { ip: freshIp() });
      expect(burn).toHaveBeenCalledOnce();
      burn.mockRestore();
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json()).toEqual({
        success: false,
        code: 'LOGIN_FAILED',
        message: 'Incorrect account or password',
        value: { captcha: true },
      });
    });

    it('asks for a captcha after one failed login for an account name, from any IP, until it is answered right', async () => {
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD });
      await login(h.app, { username: account, password: 'Wrong123' }, { ip: freshIp() });

      const ip = freshIp();
      const missing = await login(h.app, { username: account, password: PASSWORD }, { ip });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });

      const { captchaKey } = await solved(ip);
      const wrong = await login(h.app, { username: account, password: PASSWORD, captchaKey, captcha: 'zzzz' }, { ip });
      expect(wrong.json()).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captcha: true } });

      const right = await login(h.app, { username: account, password: PASSWORD, ...(await solved(ip)) }, { ip });
      expect(right.statusCode).toBe(200);
      // A success clears the account's count: the next login needs no captcha.
      expect((await login(h.app, { username: account, password: PASSWORD }, { ip: freshIp() })).statusCode).toBe(200);
    });

    it('asks for a captcha after one failed login from an IP, for any account name', async () => {
      const ip = freshIp();
      await login(h.app, { username: freshName('ghost'), password: 'Wrong123' }, { ip });
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD });
      const response = await login(h.app, { username: account, password: PASSWORD }, { ip });
      expect(response.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    });

    it('caps failures at 5 per account name per 15 minutes with 429 TOO_MANY_ATTEMPTS, even for the right password', async () => {
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD });
      for (let i = 0; i < 5; i++) {
        const ip = freshIp();
        const captcha = i === 0 ? {} : await solved(ip);
        const response = await login(h.app, { username: account, password: 'Wrong123', ...captcha }, { ip });
        expect(response.json().code).toBe('LOGIN_FAILED');
      }
      const ip = freshIp();
      const capped = await login(h.app, { username: account, password: PASSWORD, ...(await solved(ip)) }, { ip });
      expect(capped.statusCode).toBe(429);
      expect(capped.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', value: { captcha: true } });

      h.clock.advance(15 * MINUTE + 1000);
      expect((await login(h.app, { username: account, password: PASSWORD }, { ip: freshIp() })).statusCode).toBe(200);
    });

    it('caps failures at 20 per IP per 15 minutes with 429 TOO_MANY_ATTEMPTS, whatever the account name', async () => {
      const ip = freshIp();
      for (let i = 0; i < 20; i++) {
        const captcha = i === 0 ? {} : await solved(ip);
        const response = await login(h.app, { username: freshName('ghost'), password: 'Wrong123', ...captcha }, { ip });
        expect(response.json().code).toBe('LOGIN_FAILED');
      }
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD });
      const capped = await login(h.app, { username: account, password: PASSWORD, ...(await solved(ip)) }, { ip });
      expect(capped.statusCode).toBe(429);
      expect(capped.json().code).toBe('TOO_MANY_ATTEMPTS');
      expect((await login(h.app, { username: account, password: PASSWORD }, { ip: freshIp() })).statusCode).toBe(200);
    });

    it('refuses a username login without a bot-check solution, and a solution used twice', async () => {
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD });
      const none = await login(h.app, { username: account, password: PASSWORD, altcha: false }, { ip: freshIp() });
      expect(none.statusCode).toBe(400);
      expect(none.json().code).toBe('BOT_CHECK_FAILED');

      const altcha = await solveAltcha(h.app);
      const ip = freshIp();
      const payload = { username: account, password: PASSWORD, type: 'username', altcha };
      expect((await postE(h.app, '/api/auth/login', payload, { ip })).statusCode).toBe(200);
      const replay = await postE(h.app, '/api/auth/login', payload, { ip });
      expect(replay.statusCode).toBe(400);
      expect(replay.json().code).toBe('BOT_CHECK_FAILED');
    });

    it('issues a different token at every login, each of which works', async () => {
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD });
      const ip = freshIp();
      const first = tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip }));
      const second = tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip }));
      expect(second).not.toBe(first);
      for (const token of [first, second]) {
        expect((await get(h.app, '/api/member/info', { token, ip })).json().value.account).toBe(account);
      }
    });

    it('reports the previous successful login time as previousLoginAt', async () => {
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD });
      const ip = freshIp();
      const firstAt = h.clock.now().toISOString();
      await login(h.app, { username: account, password: PASSWORD }, { ip });
      h.clock.advance(MINUTE);
      const second = await login(h.app, { username: account, password: PASSWORD }, { ip });
      expect(second.json().value.previousLoginAt).toBe(firstAt);
    });

    it('answers AGENTS_ONLY to a member on the agent page, and lets each agent type in', async () => {
      const member = freshName();
      await createMember(h.app, { account: member, password: PASSWORD });
      const refused = await login(h.app, { username: member, password: PASSWORD, agentPage: true }, { ip: freshIp() });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('AGENTS_ONLY');
      for (const type of [1, 2, 41, 42]) {
        const agent = freshName('agent');
        await createMember(h.app, { account: agent, password: PASSWORD, type });
        const response = await login(h.app, { username: agent, password: PASSWORD, agentPage: true }, { ip: freshIp() });
        expect(response.statusCode).toBe(200);
      }
    });

    it('answers NON_MEMBER to a disabled account with the right password, and LOGIN_FAILED with a wrong one', async () => {
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD, status: 'disabled' });
      const right = await login(h.app, { username: account, password: PASSWORD }, { ip: freshIp() });
      expect(right.statusCode).toBe(403);
      expect(right.json().code).toBe('NON_MEMBER');
      const wrong = await login(h.app, { username: account, password: 'Wrong123' }, { ip: freshIp() });
      expect(wrong.json().code).toBe('LOGIN_FAILED');
    });

    it('forces a password change for the default password and for a first login', async () => {
      const withDefault = freshName();
      await createMember(h.app, { account: withDefault, password: DEFAULT_PASSWORD });
      const value = (await login(h.app, { username: withDefault, password: DEFAULT_PASSWORD }, { ip: freshIp() })).json().value;
      expect(value).toMatchObject({ mustChangePassword: true, firstTimeLogin: false });

      const first = freshName();
      await createMember(h.app, { account: first, password: PASSWORD, firstTimeLogin: true });
      const firstValue = (await login(h.app, { username: first, password: PASSWORD }, { ip: freshIp() })).json().value;
      expect(firstValue).toMatchObject({ mustChangePassword: true, firstTimeLogin: true });
    });

    it('reports an expired password, and forces the change only when the merchant has CHNGPASSVERIF3', async () => {
      const account = freshName();
      const longAgo = new Date(h.clock.now().getTime() - 91 * 24 * 60 * MINUTE);
      await createMember(h.app, { account, password: PASSWORD, passwordChangedAt: longAgo });
      const ip = freshIp();
      const off = (await login(h.app, { username: account, password: PASSWORD }, { ip })).json().value;
      expect(off).toMatchObject({ passwordExpired: true, mustChangePassword: false });
      await setFlags(h.app, 'FORTUNA', { CHNGPASSVERIF3: true });
      try {
        const on = (await login(h.app, { username: account, password: PASSWORD }, { ip })).json().value;
        expect(on).toMatchObject({ passwordExpired: true, mustChangePassword: true });
      } finally {
        await setFlags(h.app, 'FORTUNA', { CHNGPASSVERIF3: false });
      }
    });

    it('creates a trial account of type 4 on free play, logged in, with no forced change', async () => {
      const ip = freshIp();
      const response = await post(h.app, '/api/auth/free-play', { os: 'Linux', platform: 'WEB', gatewayVersion: 3 }, { ip });
      expect(response.statusCode).toBe(200);
      const value = loginEnvelope.parse(response.json()).value!;
      expect(value).toMatchObject({ firstTimeLogin: false, mustChangePassword: false, passwordExpired: false });
      const info = (await get(h.app, '/api/member/info', { token: value.token, ip })).json().value;
      expect(info).toMatchObject({ type: 4, isTrial: true, isAgent: false });
    });

    it('ends the session on logout: the token then answers 401 NOT_LOGGED_IN', async () => {
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD });
      const ip = freshIp();
      const token = tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip }));
      expect((await post(h.app, '/api/auth/logout', {}, { token, ip })).json()).toEqual({ success: true, value: { loggedOut: true } });
      const after = await get(h.app, '/api/member/info', { token, ip });
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('NOT_LOGGED_IN');
    });
  });
}
