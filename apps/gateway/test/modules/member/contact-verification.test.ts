import { loginFailureValueSchema } from '@platform/shared/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedContactsOf } from '../../../src/modules/member/contact-verification';
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
  setFlags,
  solveAltcha,
  tokenOf,
  type AuthHarness,
} from '../../support/auth';
import { backends } from '../../support/backends';

const PASSWORD = 'Secret123';
let counter = 0;
/** National mobile digits and an e-mail no other test uses. */
function fresh() {
  counter += 1;
  const n = `${Date.now() % 1_000_000}${counter}`.padStart(8, '0');
  return { mobileNum: `119${n}`, mobile: `+55119${n}`, email: `verify${n}@example.com` };
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`contact verification (issue 11) on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
      await setFlags(h.app, 'LUCKY', { USERNAMEREG3: true });
    });
    afterAll(async () => {
      await h?.close();
    });

    const person = async (merchantCode: string, contact: { mobile?: string; email?: string }) => {
      const account = freshName('vc');
      const id = await createMember(h.app, { account, password: PASSWORD, merchantCode, ...contact });
      const ip = freshIp();
      const headers = { 'x-merchant-code': merchantCode };
      const attempt = () => login(h.app, { username: account, password: PASSWORD }, { ip, headers });
      return { id, account, ip, headers, attempt, login: async () => tokenOf(await attempt()) };
    };
    type Person = Awaited<ReturnType<typeof person>>;
    const verified = (id: number) => verifiedContactsOf(h.app.db, id);
    const profileOf = async (who: Person, token: string) =>
      (await get(h.app, '/api/member/profile', { token, ip: who.ip, headers: who.headers })).json().value;
    const sendCode = (who: Person, token: string, channel: 'mobile' | 'email') =>
      post(h.app, '/api/member/contact/code', { channel }, { token, ip: who.ip, headers: who.headers });
    const enterCode = (who: Person, token: string, channel: 'mobile' | 'email', code: string) =>
      post(h.app, '/api/member/contact/verify', { channel, code }, { token, ip: who.ip, headers: who.headers });
    /** The security centre's real flow: send, read the code from the development outbox, enter it. */
    const verifyInSecurityCentre = async (who: Person, token: string, channel: 'mobile' | 'email', recipient: string) => {
      expect((await sendCode(who, token, channel)).json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
      const entered = await enterCode(who, token, channel, await latestCode(h.app, recipient));
      expect(entered.statusCode, entered.body).toBe(200);
      return entered.json().value;
    };
    const selfExclude = async (who: Person) => {
      const token = await who.login();
      const response = await postE(h.app, '/api/protection/self-exclusion', { months: 6, password: PASSWORD }, { token, ip: who.ip, headers: who.headers });
      expect(response.statusCode, response.body).toBe(200);
    };

    it('an unverified e-mail shared by two brands does not carry a self-exclusion across; a verified one does', async () => {
      const shared = fresh().email;
      // Brand B: someone typed the e-mail without proving it, and self-excludes.
      const typedOnly = await person('LUCKY', { email: shared });
      const owner = await person('FORTUNA', { email: shared });
      await selfExclude(typedOnly);
      expect((await typedOnly.attempt()).json().code).toBe('SELF_EXCLUDED');
      expect((await owner.attempt()).statusCode).toBe(200);

      // The same e-mail, verified by the account that excludes itself, reaches the other brand.
      const second = fresh().email;
      const provedOnLucky = await person('LUCKY', { email: second });
      const otherBrand = await person('FORTUNA', { email: second.toUpperCase() });
      const profile = await verifyInSecurityCentre(provedOnLucky, await provedOnLucky.login(), 'email', second);
      expect(profile).toMatchObject({ emailVerified: true, mobileVerified: false });
      await selfExclude(provedOnLucky);
      // The other account's own copy is not verified: it is blocked all the same (the safe direction).
      expect((await otherBrand.attempt()).json().code).toBe('SELF_EXCLUDED');
    });

    it('sends and checks a security-centre code: wrong code, expired code, then the verified badge', async () => {
      const contact = fresh();
      const who = await person('FORTUNA', contact);
      const token = await who.login();
      expect(await profileOf(who, token)).toMatchObject({ emailVerified: false, mobileVerified: false });

      await sendCode(who, token, 'mobile');
      const code = await latestCode(h.app, contact.mobileNum);
      const wrong = await enterCode(who, token, 'mobile', code === '000000' ? '111111' : '000000');
      expect(wrong.json()).toMatchObject({ success: false, code: 'VERIFICATION_CODE_INVALID' });
      h.clock.advance(6 * MINUTE);
      expect((await enterCode(who, token, 'mobile', code)).json()).toMatchObject({ code: 'CODE_EXPIRED', message: 'Verification code has expired, please send again.' });
      h.clock.advance(MINUTE);
      const profile = await verifyInSecurityCentre(who, token, 'mobile', contact.mobileNum);
      expect(profile).toMatchObject({ mobileVerified: true, emailVerified: false });
      expect(await verified(who.id)).toEqual({ mobile: contact.mobile, email: null });
    });

    it("another account with the same e-mail cannot use the owner's code", async () => {
      const email = fresh().email;
      const owner = await person('FORTUNA', { email });
      const squatter = await person('LUCKY', { email });
      const ownerToken = await owner.login();
      await sendCode(owner, ownerToken, 'email');
      const code = await latestCode(h.app, email);
      expect((await enterCode(squatter, await squatter.login(), 'email', code)).json().code).toBe('VERIFICATION_CODE_INVALID');
      expect((await verified(squatter.id)).email).toBeNull();
      expect((await enterCode(owner, ownerToken, 'email', code)).statusCode).toBe(200);
    });

    it('changing the e-mail or mobile in the security centre drops its verified mark', async () => {
      const contact = fresh();
      const who = await person('FORTUNA', contact);
      const token = await who.login();
      await verifyInSecurityCentre(who, token, 'email', contact.email);
      await verifyInSecurityCentre(who, token, 'mobile', contact.mobileNum);
      expect(await verified(who.id)).toEqual({ mobile: contact.mobile, email: contact.email });

      const next = fresh();
      const changed = await postE(h.app, '/api/member/profile', { email: next.email, password: PASSWORD }, { token, ip: who.ip });
      expect(changed.json().value).toMatchObject({ emailVerified: false, mobileVerified: true });
      const moved = await postE(h.app, '/api/member/profile', { mobileNum: next.mobileNum, countryDialingCode: '+55', password: PASSWORD }, { token, ip: who.ip });
      expect(moved.json().value).toMatchObject({ emailVerified: false, mobileVerified: false });
      expect(await verified(who.id)).toEqual({ mobile: null, email: null });

      // The old address no longer carries an exclusion taken now.
      const oldHolder = await person('LUCKY', { email: contact.email });
      await selfExclude(who);
      expect((await oldHolder.attempt()).statusCode).toBe(200);
    });

    it('a mobile registration with the REGMOBVERF3 SMS code marks the number verified', async () => {
      await setFlags(h.app, 'FORTUNA', { REGMOBVERF3: true });
      try {
        const { mobileNum, mobile } = fresh();
        const ip = freshIp();
        await post(h.app, '/api/auth/register-code', { countryDialingCode: '+55', mobileNo: mobileNum }, { ip });
        const form = {
          password: PASSWORD,
          confirmPassword: PASSWORD,
          domain: 'localhost',
          registerUrl: 'http://localhost/register',
          registerMethod: 'WEB',
          login: true,
          ageConfirmed: true,
          altcha: await solveAltcha(h.app),
          mobileNum,
          countryDialingCode: '+55',
          verificationCode: await latestCode(h.app, mobileNum),
        };
        const response = await postE(h.app, '/api/auth/register-mobile', form, { ip });
        expect(response.statusCode, response.body).toBe(200);
        const member = (await h.app.memberRepository.findByMobile('FORTUNA', mobile))!;
        expect((await verified(member.id)).mobile).toBe(mobile);
      } finally {
        await setFlags(h.app, 'FORTUNA', { REGMOBVERF3: false });
      }
    });

    it('a registration without a code leaves the contacts unverified', async () => {
      const { email } = fresh();
      const username = freshName();
      const response = await postE(h.app, '/api/auth/register', {
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        domain: 'localhost',
        registerUrl: 'http://localhost/register',
        registerMethod: 'WEB',
        login: true,
        ageConfirmed: true,
        altcha: await solveAltcha(h.app),
        email,
      }, { ip: freshIp() });
      expect(response.statusCode, response.body).toBe(200);
      const member = (await h.app.memberRepository.findByAccount('FORTUNA', username))!;
      expect(await verified(member.id)).toEqual({ mobile: null, email: null });
    });

    it('an SMS-code login (MOBILEVERCODELOGIN3) marks the number verified', async () => {
      const contact = fresh();
      const who = await person('FORTUNA', { mobile: contact.mobile });
      await post(h.app, '/api/auth/login-code', { mobileNum: contact.mobileNum, countryDialingCode: '+55' }, { ip: who.ip });
      const sms = await login(
        h.app,
        { username: contact.mobileNum, password: await latestCode(h.app, contact.mobileNum), type: 'sms', countryDialingCode: '+55' },
        { ip: who.ip },
      );
      expect(sms.statusCode, sms.body).toBe(200);
      expect((await verified(who.id)).mobile).toBe(contact.mobile);
    });

    it('a phone reset with the SMS code marks the number verified', async () => {
      const contact = fresh();
      const who = await person('FORTUNA', { mobile: contact.mobile });
      await post(h.app, '/api/auth/reset/phone-code', { mobileNum: contact.mobileNum, countryDialingCode: '+55' }, { ip: who.ip });
      const body = { mobileNum: contact.mobileNum, countryDialingCode: '+55', verificationCode: await latestCode(h.app, contact.mobileNum), newPassword: 'Better456' };
      expect((await post(h.app, '/api/auth/reset/phone', body, { ip: who.ip })).statusCode).toBe(200);
      expect((await verified(who.id)).mobile).toBe(contact.mobile);
    });

    it('an e-mail code answering the new-IP login check marks the e-mail verified', async () => {
      const contact = fresh();
      const who = await person('FORTUNA', { email: contact.email });
      await who.login(); // the first login teaches the home IP
      const away = freshIp();
      const failed = await login(h.app, { username: who.account, password: PASSWORD }, { ip: away });
      const challenge = loginFailureValueSchema.parse(failed.json().value).verification!;
      await post(h.app, '/api/auth/verify-login/send', { challengeId: challenge.challengeId, method: 'email' }, { ip: away });
      const ok = await postE(h.app, '/api/auth/verify-login', { challengeId: challenge.challengeId, method: 'email', answer: await latestCode(h.app, contact.email) }, { ip: away });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await verified(who.id)).email).toBe(contact.email);
    });

    it('stops marketing only to verified contacts of an excluded person, or by the member it is addressed to', async () => {
      const { createMarketingSender } = await import('../../../src/modules/protection/marketing');
      const sent: string[] = [];
      const marketing = createMarketingSender(h.app.db, { send: async (m) => void sent.push(m.to) }, h.clock.now);
      const typed = fresh();
      const squatter = await person('LUCKY', { email: typed.email });
      await selfExclude(squatter);
      // Someone else's e-mail typed on an excluded account does not silence its owner...
      expect(await marketing.send({ to: typed.email, body: 'Weekend bonus' })).toBe(true);
      // ...but a message addressed to the excluded account itself is dropped.
      expect(await marketing.send({ to: typed.email, body: 'Weekend bonus', memberId: squatter.id })).toBe(false);

      const proved = fresh();
      const owner = await person('FORTUNA', proved);
      await verifyInSecurityCentre(owner, await owner.login(), 'mobile', proved.mobileNum);
      await selfExclude(owner);
      expect(await marketing.send({ to: proved.mobile, body: 'Weekend bonus' })).toBe(false);
      expect(await marketing.send({ to: proved.email, body: 'Weekend bonus' })).toBe(true);
      expect(sent).toEqual([typed.email, proved.email]);
    });
  });
}
