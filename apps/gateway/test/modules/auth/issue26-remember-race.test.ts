import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberTokens, sessions } from '../../../src/db/schema';
import { createMember, freshIp, freshName, post, postE, solveAltcha, type AuthHarness, openAuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';

const PASSWORD = 'Secret123';
const PARALLEL = 30;

function rememberCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const value = Array.isArray(header) ? header.join('\n') : header;
  if (!value) throw new Error(`no Set-Cookie on ${response.statusCode} ${response.body}`);
  return value.split(';')[0]!;
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`remember-me token is single-use under parallel exchanges (issue 26), on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    it(`${PARALLEL} parallel exchanges of one token issue exactly one session and one rotated token`, async () => {
      const account = freshName();
      const memberId = await createMember(h.app, { account, password: PASSWORD });
      const ip = freshIp();
      const loggedIn = await postE(
        h.app,
        '/api/auth/login',
        { username: account, password: PASSWORD, type: 'username', altcha: await solveAltcha(h.app), remember: true },
        { ip },
      );
      expect(loggedIn.statusCode, loggedIn.body).toBe(200);
      const cookie = rememberCookie(loggedIn);
      const sessionsBefore = (await h.app.db.select().from(sessions).where(eq(sessions.memberId, memberId))).length;

      // Each from its own address, so no per-IP limit answers for the token check.
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () => post(h.app, '/api/auth/remember-login', { username: account }, { ip: freshIp(), headers: { cookie } })),
      );

      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200), statuses.join(',')).toHaveLength(1);
      for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({ success: false, code: 'REMEMBER_INVALID' });
      }
      const sessionsAfter = (await h.app.db.select().from(sessions).where(eq(sessions.memberId, memberId))).length;
      expect(sessionsAfter - sessionsBefore).toBe(1);
      // The winner's rotated token is the member's only one: the losers minted none.
      expect(await h.app.db.select().from(rememberTokens).where(eq(rememberTokens.memberId, memberId))).toHaveLength(1);
    });
  });
}
