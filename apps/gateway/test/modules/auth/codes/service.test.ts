import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../support/app';
import {
  MINUTE,
  authManifest,
  createMember,
  freshIp,
  latestCode,
  login,
  openAuthHarness,
  outboxCodes,
  post,
  type AuthHarness,
} from '../../../support/auth';
import { backends, openPostgresInstances, postgresEnabled, type TestDatabase } from '../../../support/backends';
import { createBrandsFixture, type BrandsFixture } from '../../../support/brands';

const PASSWORD = 'Secret123';
let numberCounter = 0;
/** A fresh Brazilian mobile number per call, so per-number throttles of one test never touch another's. */
const freshMobile = () => `1198${String(Date.now() % 100_000).padStart(5, '0')}${String(++numberCounter).padStart(2, '0')}`;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`SMS codes and SMS login on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const member = async () => {
      const mobileNum = freshMobile();
      await createMember(h.app, { account: `m${mobileNum}`, password: PASSWORD, mobile: `+55${mobileNum}`, firstTimeLogin: true });
      return mobileNum;
    };
    const askCode = (mobileNum: string, ip = freshIp()) =>
      post(h.app, '/api/auth/login-code', { mobileNum, countryDialingCode: '+55' }, { ip });
    const smsLogin = (mobileNum: string, code: string, ip = freshIp()) =>
      login(h.app, { username: mobileNum, password: code, type: 'sms', countryDialingCode: '+55' }, { ip });
    const second = () => h.clock.advance(1001);

    it('sends a 6-digit login code that logs in once, without a bot check and without a forced change', async () => {
      const mobileNum = await member();
      const response = await askCode(mobileNum);
      expect(response.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
      const code = await latestCode(h.app, mobileNum);
      expect(code).toMatch(/^[0-9]{6}$/);

      const ok = await smsLogin(mobileNum, code);
      expect(ok.statusCode).toBe(200);
      // A first login by SMS still never forces a password change (spec §4).
      expect(ok.json().value).toMatchObject({ firstTimeLogin: true, mustChangePassword: false });

      const again = await smsLogin(mobileNum, code);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', value: { captcha: true } });
    });

    it('refuses a code after its expiredMinutes with CODE_EXPIRED', async () => {
      const mobileNum = await member();
      await askCode(mobileNum);
      const code = await latestCode(h.app, mobileNum);
      h.clock.advance(5 * MINUTE + 1000);
      const response = await smsLogin(mobileNum, code);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('CODE_EXPIRED');
    });

    it('answers VERIFICATION_CODE_INVALID to a wrong code, and 429 TOO_MANY_ATTEMPTS after 5 wrong codes for a number', async () => {
      const mobileNum = await member();
      await askCode(mobileNum);
      const code = await latestCode(h.app, mobileNum);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        expect((await smsLogin(mobileNum, wrong)).json().code).toBe('VERIFICATION_CODE_INVALID');
      }
      const capped = await smsLogin(mobileNum, code);
      expect(capped.statusCode).toBe(429);
      expect(capped.json().code).toBe('TOO_MANY_ATTEMPTS');
    });

    it('sends at most one code per second to a number: a second ask within the second is 429 RATE_LIMITED', async () => {
      const mobileNum = await member();
      expect((await askCode(mobileNum)).statusCode).toBe(200);
      const quick = await askCode(mobileNum);
      expect(quick.statusCode).toBe(429);
      expect(quick.json().code).toBe('RATE_LIMITED');
      second();
      expect((await askCode(mobileNum)).statusCode).toBe(200);
    });

    it('answers 429 TOO_MANY_ATTEMPTS after 5 sends to one number within 5 minutes, until 5 minutes pass', async () => {
      const mobileNum = await member();
      for (let i = 0; i < 5; i++) {
        expect((await askCode(mobileNum)).statusCode).toBe(200);
        second();
      }
      const burst = await askCode(mobileNum);
      expect(burst.statusCode).toBe(429);
      expect(burst.json().code).toBe('TOO_MANY_ATTEMPTS');
      h.clock.advance(5 * MINUTE);
      expect((await askCode(mobileNum)).statusCode).toBe(200);
    });

    it('answers 429 TOO_MANY_ATTEMPTS after 10 sends from one IP within 5 minutes, to any numbers', async () => {
      const ip = freshIp();
      for (let i = 0; i < 10; i++) expect((await askCode(freshMobile(), ip)).statusCode).toBe(200);
      const burst = await askCode(freshMobile(), ip);
      expect(burst.statusCode).toBe(429);
      expect(burst.json().code).toBe('TOO_MANY_ATTEMPTS');
      expect((await askCode(freshMobile(), freshIp())).statusCode).toBe(200);
    });

    it('answers an unknown number exactly like a member’s, and sends it nothing', async () => {
      const known = await askCode(await member());
      const stranger = freshMobile();
      const unknown = await askCode(stranger);
      expect(unknown.json()).toEqual(known.json());
      expect(await outboxCodes(h.app, stranger)).toEqual([]);
      const loginAttempt = await smsLogin(stranger, '123456');
      expect(loginAttempt.json().code).toBe('VERIFICATION_CODE_INVALID');
    });

    it('only accepts the newest code once a second one is sent', async () => {
      const mobileNum = await member();
      await askCode(mobileNum);
      const first = await latestCode(h.app, mobileNum);
      second();
      await askCode(mobileNum);
      const newest = await latestCode(h.app, mobileNum);
      if (first !== newest) expect((await smsLogin(mobileNum, first)).json().code).toBe('VERIFICATION_CODE_INVALID');
      expect((await smsLogin(mobileNum, newest)).statusCode).toBe(200);
    });
  });
}

describe.skipIf(!postgresEnabled)('SMS codes on PostgreSQL with two instances', () => {
  let fixture: BrandsFixture;
  let databases: TestDatabase[];
  let apps: FastifyInstance[];
  beforeAll(async () => {
    fixture = await createBrandsFixture();
    await fixture.writeManifest(await authManifest());
    databases = await openPostgresInstances(2);
    await databases[0]!.migrate();
    apps = await Promise.all(databases.map((database) => buildApp(fixture, { database })));
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    for (const database of databases ?? []) await database.dispose();
    await fixture?.cleanup();
  });

  it('sends one code when both instances are asked for the same number at the same moment', async () => {
    await createMember(apps[0]!, { account: 'racer1', password: PASSWORD, mobile: '+5511955550001' });
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(apps[i % 2]!, '/api/auth/login-code', { mobileNum: '11955550001', countryDialingCode: '+55' }, { ip: freshIp() }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(7);
    expect(await outboxCodes(apps[1]!, '11955550001')).toHaveLength(1);
  });

  it('lets one SMS code log in once when it is used on both instances at the same moment', async () => {
    await createMember(apps[0]!, { account: 'racer2', password: PASSWORD, mobile: '+5511955550002' });
    await post(apps[0]!, '/api/auth/login-code', { mobileNum: '11955550002', countryDialingCode: '+55' }, { ip: freshIp() });
    const code = await latestCode(apps[0]!, '11955550002');
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        login(apps[i % 2]!, { username: '11955550002', password: code, type: 'sms', countryDialingCode: '+55' }, { ip: freshIp() }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });
});
