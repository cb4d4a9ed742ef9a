import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../src/db/schema';
import {
  createMember,
  freshIp,
  freshName,
  get,
  latestCode,
  login,
  openAuthHarness,
  post,
  postE,
  setFlags,
  solveAltcha,
  tokenOf,
  type AuthHarness,
} from '../../support/auth';
import { backends } from '../../support/backends';

const PASSWORD = 'Secret123';
let mobileCounter = 0;
const freshMobile = () => `2198${String(Date.now() % 100_000).padStart(5, '0')}${String(++mobileCounter).padStart(2, '0')}`;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`registration on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const form = async (fields: Record<string, unknown> = {}) => ({
      username: freshName(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      domain: 'localhost',
      registerUrl: 'http://localhost/register',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      altcha: await solveAltcha(h.app),
      ...fields,
    });
    const register = async (fields: Record<string, unknown> = {}, ip = freshIp()) =>
      postE(h.app, '/api/auth/register', await form(fields), { ip });
    const registerMobile = async (fields: Record<string, unknown>, ip = freshIp()) =>
      postE(h.app, '/api/auth/register-mobile', await form({ username: undefined, ...fields }), { ip });

    it('registers by username and logs in: first login pending, no forced change', async () => {
      const ip = freshIp();
      const username = freshName();
      const response = await register({ username, email: `${username}@Example.test` }, ip);
      expect(response.statusCode).toBe(200);
      const value = response.json().value;
      expect(value).toMatchObject({ firstTimeLogin: true, mustChangePassword: false, previousLoginAt: null });
      const info = (await get(h.app, '/api/member/info', { token: value.token, ip })).json().value;
      expect(info).toMatchObject({ account: username, type: 0, isTrial: false });
      const [row] = await h.app.db.select().from(members).where(eq(members.account, username));
      expect(row!.email).toBe(`${username}@example.test`);
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it("answers the brand's pattern errors per field with reg_pattern_{patternId} and its (min)/(max)", async () => {
      const response = await register({ username: '1startsWithDigit', password: 'lettersonly', confirmPassword: 'lettersonly' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: {
          fields: {
            username: { key: 'reg_pattern_1', params: { min: 6, max: 16 } },
            password: { key: 'reg_pattern_5', params: { min: 6, max: 20 } },
          },
        },
      });
      const short = await register({ username: 'ab1' });
      expect(short.json().value.fields.username.key).toBe('reg_pattern_1');
      const email = await register({ email: 'not-an-email' });
      expect(email.json().value.fields.email.key).toBe('reg_pattern_3');
    });

    it('answers PASSWORD_MISMATCH when the confirmation differs, and requires the bot check', async () => {
      expect((await register({ confirmPassword: 'Other123' })).json().code).toBe('PASSWORD_MISMATCH');
      expect((await register({ altcha: undefined })).json().code).toBe('BOT_CHECK_FAILED');
    });

    it('refuses an account name already taken, in any letter case, with USERNAME_TAKEN', async () => {
      const username = freshName();
      await createMember(h.app, { account: username, password: PASSWORD });
      const response = await register({ username: username.toUpperCase() });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('USERNAME_TAKEN');
    });

    it('checks an affiliate code, and sets the upline of a registration that uses a valid one', async () => {
      const agent = freshName('agent');
      const agentId = await createMember(h.app, { account: agent, password: PASSWORD, type: 1, affiliateCode: 'AGT' + String(Date.now() % 100000) });
      const [agentRow] = await h.app.db.select().from(members).where(eq(members.id, agentId));
      const code = agentRow!.affiliateCode!;

      expect((await get(h.app, `/api/auth/affiliate-check?code=${code.toLowerCase()}&domain=localhost`)).json()).toEqual({
        success: true,
        value: { valid: true },
      });
      const bad = await get(h.app, '/api/auth/affiliate-check?code=NOPE99&domain=localhost');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('INVITATION_CODE_ERROR');

      expect((await register({ affiliateCode: 'NOPE99' })).json().code).toBe('INVITATION_CODE_ERROR');
      const username = freshName();
      expect((await register({ username, affiliateCode: code })).statusCode).toBe(200);
      const [row] = await h.app.db.select().from(members).where(eq(members.account, username));
      expect(row!.uplineId).toBe(agentId);
      expect(row!.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    });

    it('registers by mobile number with a random password when MOBILENUMPASSREG3 is off, then logs in by SMS', async () => {
      await setFlags(h.app, 'FORTUNA', { MOBILENUMPASSREG3: false });
      try {
        const mobileNum = freshMobile();
        const ip = freshIp();
        const response = await registerMobile({ mobileNum, countryDialingCode: '+55', password: '', confirmPassword: '' }, ip);
        expect(response.statusCode).toBe(200);
        const info = (await get(h.app, '/api/member/info', { token: tokenOf(response), ip })).json().value;
        expect(info.account).toBe(`55${mobileNum}`);
        const taken = await registerMobile({ mobileNum, countryDialingCode: '+55', password: '', confirmPassword: '' });
        expect(taken.json().code).toBe('MOBILE_TAKEN');
        await post(h.app, '/api/auth/login-code', { mobileNum, countryDialingCode: '+55' }, { ip });
        const code = await latestCode(h.app, mobileNum);
        const sms = await login(h.app, { username: mobileNum, password: code, type: 'sms', countryDialingCode: '+55' }, { ip });
        expect(sms.statusCode).toBe(200);
      } finally {
        await setFlags(h.app, 'FORTUNA', { MOBILENUMPASSREG3: true });
      }
    });

    it('requires a valid SMS code for a mobile registration when REGMOBVERF3 is on', async () => {
      await setFlags(h.app, 'FORTUNA', { REGMOBVERF3: true });
      try {
        const mobileNum = freshMobile();
        const ip = freshIp();
        const missing = await registerMobile({ mobileNum, countryDialingCode: '+55' }, ip);
        expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { verificationCode: { key: 'validation.required' } } } });
        const sent = await post(h.app, '/api/auth/register-code', { countryDialingCode: '+55', mobileNo: mobileNum }, { ip });
        expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
        const code = await latestCode(h.app, mobileNum);
        const wrong = await registerMobile({ mobileNum, countryDialingCode: '+55', verificationCode: code === '000000' ? '111111' : '000000' }, ip);
        expect(wrong.json().code).toBe('VERIFICATION_CODE_INVALID');
        const ok = await registerMobile({ mobileNum, countryDialingCode: '+55', verificationCode: code }, ip);
        expect(ok.statusCode).toBe(200);
        const again = await post(h.app, '/api/auth/register-code', { countryDialingCode: '+55', mobileNo: mobileNum }, { ip: freshIp() });
        expect(again.json().code).toBe('MOBILE_TAKEN');
      } finally {
        await setFlags(h.app, 'FORTUNA', { REGMOBVERF3: false });
      }
    });

    it('serves the country dialing codes with Brazil first', async () => {
      const list = (await get(h.app, '/api/system/country-codes')).json().value as { countryCode: string; countryDialingCode: string }[];
      expect(list[0]).toEqual({ countryCode: 'BR', countryDialingCode: '+55' });
      const byCountry = Object.fromEntries(list.map((entry) => [entry.countryCode, entry.countryDialingCode]));
      expect(byCountry).toMatchObject({ PT: '+351', VN: '+84', TH: '+66', PH: '+63', ID: '+62', IN: '+91', US: '+1', GB: '+44' });
    });

    it('logs the registered member in again with the chosen password', async () => {
      const username = freshName();
      await register({ username });
      expect((await login(h.app, { username, password: PASSWORD }, { ip: freshIp() })).statusCode).toBe(200);
    });
  });
}
