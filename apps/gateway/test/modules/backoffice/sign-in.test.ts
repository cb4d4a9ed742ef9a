import { envelopeOf, staffSchema } from '@platform/shared/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { TOTP_STEP_SECONDS } from '../../../src/security/totp';
import { MINUTE, freshIp, referenceTotp, type AuthHarness } from '../../support/auth';
import { OPERATOR_TOKEN } from '../../support/app';
import { backends } from '../../support/backends';
import { backofficeSuite } from './fixture';
import { SEED_STAFF, STAFF, bo, cookieOf, openBackofficeHarness, passwordStep, signIn } from './support';

const staffEnvelope = envelopeOf(staffSchema);

describe('issue 22 §1: BACKOFFICE_SEED_STAFF is for development and tests only', () => {
  const base = { OPERATOR_TOKEN, DEFAULT_PASSWORD: 'Default123' };
  it('a production config refuses seeded staff, naming the variable', () => {
    expect(() => loadConfig({ ...base, APP_ENV: 'production', BACKOFFICE_SEED_STAFF: SEED_STAFF })).toThrow(/BACKOFFICE_SEED_STAFF: is not allowed with APP_ENV=production/);
  });
  it('a malformed entry fails at boot with the fix', () => {
    expect(() => loadConfig({ ...base, BACKOFFICE_SEED_STAFF: 'alice:short:JBSWY3DPEHPK3PXP:owner@FORTUNA' })).toThrow(/BACKOFFICE_SEED_STAFF: entry 1: the password/);
    expect(() => loadConfig({ ...base, BACKOFFICE_SEED_STAFF: 'alice:Long-enough-pass:JBSWY3DPEHPK3PXP:boss@FORTUNA' })).toThrow(/a grant must be role@MERCHANT/);
  });
  it('the idle timeout defaults to 15 minutes', () => {
    expect(loadConfig(base).backoffice.idleMinutes).toBe(15);
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`back-office sign-in on ${backend.name}`, () => {
    const h = backofficeSuite(backend);

    it('issue 22 §1: password then TOTP; the cookie is HttpOnly, SameSite=Strict and scoped to /api/backoffice', async () => {
      const password = await h.app.inject({ method: 'POST', url: '/api/backoffice/session/password', remoteAddress: freshIp(), payload: { name: 'finn', password: STAFF.finance.password } });
      expect(password.statusCode).toBe(200);
      const setCookie = String(password.headers['set-cookie']);
      expect(setCookie).toMatch(/^bo_session=[A-Za-z0-9_-]{43}; Path=\/api\/backoffice; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
      const half = cookieOf(password);
      // The password alone opens nothing.
      const refused = await bo(h.app, half, 'GET', '/api/backoffice/session/me');
      expect([refused.statusCode, refused.json().code]).toEqual([401, 'EXTRA_VERIFICATION_REQUIRED']);
      h.clock.advance(TOTP_STEP_SECONDS * 1000);
      const totp = await h.app.inject({ method: 'POST', url: '/api/backoffice/session/totp', headers: { cookie: half }, payload: { code: referenceTotp(STAFF.finance.secret, h.clock.now()) } });
      expect(totp.statusCode).toBe(200);
      const staff = staffEnvelope.parse(totp.json()).value!;
      expect(staff).toMatchObject({ name: 'finn', grants: [{ role: 'finance', merchantCode: 'FORTUNA' }] });
      expect(staff.permissions['FORTUNA']).toContain('cashier.decide');
      const full = cookieOf(totp);
      expect(full).not.toBe(half);
      // The half session's token was replaced, not promoted in place (no fixation).
      expect((await bo(h.app, half, 'GET', '/api/backoffice/session/me')).statusCode).toBe(401);
      const me = await bo(h.app, full, 'GET', '/api/backoffice/session/me');
      expect(me.json().value).toMatchObject({ staff: { name: 'finn' }, idleMinutes: 15 });
      // Issue 19 §8: a staff member's answers are theirs alone; no cache may keep them.
      expect(me.headers['cache-control']).toBe('no-store');
    });

    it('refuses a wrong password, an unknown name and a wrong code with the same 401 LOGIN_FAILED', async () => {
      const wrong = await h.app.inject({ method: 'POST', url: '/api/backoffice/session/password', remoteAddress: freshIp(), payload: { name: 'sue', password: 'Not-the-password' } });
      const unknown = await h.app.inject({ method: 'POST', url: '/api/backoffice/session/password', remoteAddress: freshIp(), payload: { name: 'nobody', password: 'Not-the-password' } });
      expect([wrong.statusCode, wrong.json().code, wrong.headers['set-cookie']]).toEqual([401, 'LOGIN_FAILED', undefined]);
      expect([unknown.statusCode, unknown.json().code]).toEqual([401, 'LOGIN_FAILED']);
      const half = await passwordStep(h.app, 'support');
      const code = referenceTotp(STAFF.support.secret, new Date(h.clock.now().getTime() + 10 * TOTP_STEP_SECONDS * 1000));
      const badCode = await h.app.inject({ method: 'POST', url: '/api/backoffice/session/totp', headers: { cookie: half }, payload: { code } });
      expect([badCode.statusCode, badCode.json().code]).toEqual([401, 'LOGIN_FAILED']);
    });

    it('a TOTP code is accepted once: the same code in the same step does not sign in a second time', async () => {
      h.clock.advance(TOTP_STEP_SECONDS * 1000);
      const code = referenceTotp(STAFF.content.secret, h.clock.now());
      const first = await h.app.inject({ method: 'POST', url: '/api/backoffice/session/totp', headers: { cookie: await passwordStep(h.app, 'content') }, payload: { code } });
      const replay = await h.app.inject({ method: 'POST', url: '/api/backoffice/session/totp', headers: { cookie: await passwordStep(h.app, 'content') }, payload: { code } });
      expect(first.statusCode).toBe(200);
      expect([replay.statusCode, replay.json().code]).toEqual([401, 'LOGIN_FAILED']);
    });

    it('issue 22 §1: a session ends after BACKOFFICE_IDLE_MINUTES without a call; each call restarts the clock', async () => {
      const cookie = await signIn(h.app, h.clock, 'risk');
      h.clock.advance(14 * MINUTE);
      expect((await bo(h.app, cookie, 'GET', '/api/backoffice/session/me')).statusCode).toBe(200);
      h.clock.advance(14 * MINUTE);
      expect((await bo(h.app, cookie, 'GET', '/api/backoffice/session/me')).statusCode).toBe(200);
      h.clock.advance(15 * MINUTE + 1000);
      const idle = await bo(h.app, cookie, 'GET', '/api/backoffice/session/me');
      expect([idle.statusCode, idle.json().code]).toEqual([401, 'NOT_LOGGED_IN']);
    });

    it('sign-out ends the session and clears the cookie', async () => {
      const cookie = await signIn(h.app, h.clock, 'owner');
      const out = await bo(h.app, cookie, 'POST', '/api/backoffice/session/logout');
      expect(out.statusCode).toBe(200);
      expect(String(out.headers['set-cookie'])).toMatch(/^bo_session=; Path=\/api\/backoffice; HttpOnly; SameSite=Strict; Max-Age=0/);
      expect((await bo(h.app, cookie, 'GET', '/api/backoffice/session/me')).statusCode).toBe(401);
    });

    it('the TOTP guess cap: after 5 wrong codes even the right one is refused (429)', async () => {
      const half = await passwordStep(h.app, 'luckyOwner');
      const wrong = referenceTotp(STAFF.luckyOwner.secret, new Date(h.clock.now().getTime() + 20 * TOTP_STEP_SECONDS * 1000));
      for (let i = 0; i < 5; i++) {
        expect((await h.app.inject({ method: 'POST', url: '/api/backoffice/session/totp', headers: { cookie: half }, payload: { code: wrong } })).json().code).toBe('LOGIN_FAILED');
      }
      h.clock.advance(TOTP_STEP_SECONDS * 1000);
      const right = await h.app.inject({ method: 'POST', url: '/api/backoffice/session/totp', headers: { cookie: half }, payload: { code: referenceTotp(STAFF.luckyOwner.secret, h.clock.now()) } });
      expect([right.statusCode, right.json().code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    });
  });
}

describe.skipIf(!backends[1]!.enabled)('issue 22 §1 on PostgreSQL: parallel guesses hit the caps atomically', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await openBackofficeHarness(backends[1]!);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('40 parallel wrong TOTP codes on one half session: exactly 5 are compared, 35 are refused at the cap', async () => {
    const half = await passwordStep(h.app, 'finance');
    const wrong = referenceTotp(STAFF.finance.secret, new Date(h.clock.now().getTime() + 40 * TOTP_STEP_SECONDS * 1000));
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => h.app.inject({ method: 'POST', url: '/api/backoffice/session/totp', headers: { cookie: half }, payload: { code: wrong } })),
    );
    const codes = answers.map((a) => a.json().code as string);
    expect(codes.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(5);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(35);
    const staffId = (await h.app.staffRepository.byName('finn'))!.row.id;
    const taken = (await h.app.db.execute(sql`select count(*)::int as n from rate_events where bucket = 'backoffice-totp' and key = ${String(staffId)}`)) as unknown as { rows: { n: number }[] };
    expect(taken.rows[0]!.n).toBe(5);
  });

  it('40 parallel wrong passwords for one name: exactly 5 are compared', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        h.app.inject({ method: 'POST', url: '/api/backoffice/session/password', remoteAddress: freshIp(), payload: { name: 'sue', password: 'Wrong-password-1' } }),
      ),
    );
    const codes = answers.map((a) => a.json().code as string);
    expect(codes.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(5);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(35);
  });
});
