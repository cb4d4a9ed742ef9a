import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from '../../../src/modules/member/profile-service';
import { createMember, freshIp, freshName, get, login, openAuthHarness, postE, tokenOf, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';

const PASSWORD = 'Secret123';

describe('masking the recovery channels', () => {
  it('shows the first letter and the domain of an e-mail, the dialing code and last two digits of a mobile', () => {
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
    expect(maskMobile('+5511987654321')).toBe('+55*********21');
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`profile and referral on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const loggedIn = async (fields: Record<string, unknown> = {}) => {
      const account = freshName('prof');
      const id = await createMember(h.app, { account, password: PASSWORD, email: 'old@example.com', ...fields });
      const ip = freshIp();
      return { id, account, ip, token: tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip })) };
    };
    const update = (m: { token: string; ip: string }, body: object) => postE(h.app, '/api/member/profile', body, { token: m.token, ip: m.ip });
    const profile = async (m: { token: string; ip: string }) => (await get(h.app, '/api/member/profile', { token: m.token, ip: m.ip })).json().value;

    it('saves nickname, birthday and contacts, and answers the masked e-mail', async () => {
      const m = await loggedIn();
      const saved = await update(m, { nickname: 'Ace', birthday: '1990-05-17', contacts: { telegram: '@ace', zalo: '0901' } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().value).toMatchObject({
        nickname: 'Ace',
        birthday: '1990-05-17',
        contacts: { telegram: '@ace', zalo: '0901' },
        emailMasked: 'o***@example.com',
      });
      const cleared = await update(m, { contacts: { telegram: '' }, birthday: '' });
      expect(cleared.json().value.contacts).toEqual({ zalo: '0901' });
      expect(cleared.json().value.birthday).toBeNull();
      expect(await profile(m)).toMatchObject({ nickname: 'Ace', contacts: { zalo: '0901' } });
    });

    it('asks for the password again before changing the e-mail or the mobile number', async () => {
      const m = await loggedIn();
      const without = await update(m, { email: 'new@example.com' });
      expect(without.statusCode).toBe(400);
      expect(without.json().code).toBe('VALIDATION_FAILED');
      const wrong = await update(m, { email: 'new@example.com', password: 'Nope12345' });
      expect(wrong.json().code).toBe('OLD_PASSWORD_WRONG');
      expect((await profile(m)).emailMasked).toBe('o***@example.com');
      const right = await update(m, { email: 'New@Example.com', mobileNum: '11987654321', countryDialingCode: '+55', password: PASSWORD });
      expect(right.json().value).toMatchObject({ emailMasked: 'n***@example.com', mobileMasked: '+55*********21' });
    });

    it('refuses a birthday under 18 or not a real date, and a mobile number someone else has', async () => {
      const m = await loggedIn();
      const young = new Date(h.app.now());
      young.setUTCFullYear(young.getUTCFullYear() - 17);
      expect((await update(m, { birthday: young.toISOString().slice(0, 10) })).json().code).toBe('UNDER_AGE');
      expect((await update(m, { birthday: '2001-02-30' })).json().code).toBe('VALIDATION_FAILED');
      await loggedIn({ mobile: '+5511912345678' });
      const taken = await update(m, { mobileNum: '11912345678', countryDialingCode: '55', password: PASSWORD });
      expect(taken.json().code).toBe('MOBILE_TAKEN');
    });

    it('gives the referral code and counts the members who registered with it', async () => {
      const code = `R${Date.now().toString(36).toUpperCase()}`.slice(0, 8);
      const m = await loggedIn({ affiliateCode: code });
      await createMember(h.app, { account: freshName('inv'), password: PASSWORD, uplineId: m.id });
      const referral = await get(h.app, '/api/member/referral', { token: m.token, ip: m.ip });
      expect(referral.json().value).toEqual({ referralCode: code, invited: 1 });
    });

    it('gives an account made without a code (a seed, an import) one on first use, and keeps it', async () => {
      const m = await loggedIn();
      const first = (await get(h.app, '/api/member/referral', { token: m.token, ip: m.ip })).json().value;
      expect(first.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      const again = (await get(h.app, '/api/member/referral', { token: m.token, ip: m.ip })).json().value;
      expect(again.referralCode).toBe(first.referralCode);
    });

    it('refuses trial accounts', async () => {
      const trial = await loggedIn({ type: 4 });
      expect((await get(h.app, '/api/member/profile', { token: trial.token, ip: trial.ip })).json().code).toBe('TRIAL_BLOCKED');
    });
  });
}
