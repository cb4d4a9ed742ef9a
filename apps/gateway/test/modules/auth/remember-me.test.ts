import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberTokens } from '../../../src/db/schema';
import { createMember, freshIp, freshName, get, post, postE, solveAltcha, tokenOf, type AuthHarness, openAuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';

const PASSWORD = 'Secret123';
const DAY_MS = 86_400_000;

function setCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const value = Array.isArray(header) ? header.join('\n') : header;
  if (!value) throw new Error(`no Set-Cookie on ${response.statusCode} ${response.body}`);
  return value;
}

/** The `name=value` pair of a Set-Cookie header, as the browser sends it back. */
const cookiePair = (header: string) => header.split(';')[0]!;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`remember-me without the password (issue 26), on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const loginRemembering = async (username: string, ip: string, remember = true) =>
      postE(h.app, '/api/auth/login', { username, password: PASSWORD, type: 'username', altcha: await solveAltcha(h.app), remember }, { ip });
    const exchange = (username: string, cookie: string | undefined, ip: string) =>
      post(h.app, '/api/auth/remember-login', { username }, { ip, ...(cookie ? { headers: { cookie } } : {}) });

    it('stores a server-issued token keyed by username in an HttpOnly cookie for 24 hours, never the password, and only its digest in the database', async () => {
      const account = freshName();
      const memberId = await createMember(h.app, { account, password: PASSWORD });
      const response = await loginRemembering(account, freshIp());
      expect(response.statusCode, response.body).toBe(200);
      const header = setCookie(response);
      expect(header).toMatch(/^rm_[A-Za-z0-9_-]+=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+;/);
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Strict');
      expect(header).toContain('Max-Age=86400');
      expect(header).not.toContain(PASSWORD);
      const validator = cookiePair(header).split('.')[1]!;
      const rows = await h.app.db.select().from(rememberTokens).where(eq(rememberTokens.memberId, memberId));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(validator);
    });

    it('exchanges the token for a session once: it is rotated, and the spent one is refused', async () => {
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD });
      const ip = freshIp();
      const first = cookiePair(setCookie(await loginRemembering(account, ip)));
      const remembered = await exchange(account, first, ip);
      expect(remembered.statusCode, remembered.body).toBe(200);
      expect((await get(h.app, '/api/member/info', { token: tokenOf(remembered), ip })).statusCode).toBe(200);
      const rotated = cookiePair(setCookie(remembered));
      expect(rotated).not.toBe(first);

      const replay = await exchange(account, first, ip);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ success: false, code: 'REMEMBER_INVALID' });
      expect((await exchange(account, rotated, ip)).statusCode).toBe(200);
    });

    it("is keyed by username: no cookie, another name's cookie or a forged validator gets 401 REMEMBER_INVALID", async () => {
      const alice = freshName('alice');
      const bob = freshName('bob');
      await createMember(h.app, { account: alice, password: PASSWORD });
      await createMember(h.app, { account: bob, password: PASSWORD });
      const ip = freshIp();
      const aliceCookie = cookiePair(setCookie(await loginRemembering(alice, ip)));
      expect((await exchange(alice, undefined, ip)).json().code).toBe('REMEMBER_INVALID');
      // Alice's cookie under Bob's name: the cookie is not even read for Bob.
      expect((await exchange(bob, aliceCookie, ip)).json().code).toBe('REMEMBER_INVALID');
      const [name, value] = aliceCookie.split('=');
      const forged = `${name}=${value!.split('.')[0]}.${'A'.repeat(43)}`;
      expect((await exchange(alice, forged, ip)).json().code).toBe('REMEMBER_INVALID');
      // The forged attempt did not spend the genuine token.
      expect((await exchange(alice, aliceCookie, ip)).statusCode).toBe(200);
    });

    it('lasts 24 hours (spec §9), and rotation does not extend it', async () => {
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD });
      const ip = freshIp();
      const first = cookiePair(setCookie(await loginRemembering(account, ip)));
      h.clock.advance(DAY_MS / 2);
      const rotated = await exchange(account, first, ip);
      expect(rotated.statusCode).toBe(200);
      expect(setCookie(rotated)).toContain(`Max-Age=${DAY_MS / 2 / 1000}`);
      h.clock.advance(DAY_MS / 2);
      expect((await exchange(account, cookiePair(setCookie(rotated)), ip)).json().code).toBe('REMEMBER_INVALID');
    });

    it('a password change revokes it', async () => {
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD });
      const ip = freshIp();
      const response = await loginRemembering(account, ip);
      const cookie = cookiePair(setCookie(response));
      const changed = await postE(
        h.app,
        '/api/member/change-password',
        { oldPassword: PASSWORD, newPassword: 'Changed123', confirmNewPassword: 'Changed123' },
        { token: tokenOf(response), ip },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await exchange(account, cookie, ip)).json().code).toBe('REMEMBER_INVALID');
    });

    it('a logout with "forget me" revokes it and clears the cookie; a plain logout keeps it', async () => {
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD });
      const ip = freshIp();
      const first = await loginRemembering(account, ip);
      const cookie = cookiePair(setCookie(first));
      expect((await post(h.app, '/api/auth/logout', {}, { token: tokenOf(first), ip })).statusCode).toBe(200);
      const kept = await exchange(account, cookie, ip);
      expect(kept.statusCode).toBe(200);
      const forget = await post(h.app, '/api/auth/logout', { forget: true }, { token: tokenOf(kept), ip });
      expect(forget.statusCode).toBe(200);
      expect(setCookie(forget)).toContain('Max-Age=0');
      expect((await exchange(account, cookiePair(setCookie(kept)), ip)).json().code).toBe('REMEMBER_INVALID');
    });

    it('a login with remember-me unticked drops the remembered token', async () => {
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD });
      const ip = freshIp();
      const cookie = cookiePair(setCookie(await loginRemembering(account, ip)));
      const unticked = await postE(
        h.app,
        '/api/auth/login',
        { username: account, password: PASSWORD, type: 'username', altcha: await solveAltcha(h.app), remember: false },
        { ip, headers: { cookie } },
      );
      expect(setCookie(unticked)).toContain('Max-Age=0');
      expect((await exchange(account, cookie, ip)).json().code).toBe('REMEMBER_INVALID');
    });
  });
}
