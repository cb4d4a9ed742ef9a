import { loginFailureValueSchema } from '@platform/shared/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberTokens } from '../../../src/db/schema';
import { createMember, freshIp, freshName, get, post, postE, solveAltcha, tokenOf, type AuthHarness, openAuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';

const PASSWORD = 'Secret123';
const BANK_NAME = 'Maria da Silva';

function setCookieOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header.join('\n') : header;
}

function challengeOf(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json().code).toBe('EXTRA_VERIFICATION_REQUIRED');
  return loginFailureValueSchema.parse(response.json().value).verification!.challengeId;
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`issue 26 remember-me after the extra-verification step, on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    /** A username login as the web client sends it, with the remember-me box and agent-page mode. */
    const login = async (
      fields: { username: string; password: string; remember?: boolean; agentPage?: boolean },
      options: { ip: string; headers?: Record<string, string> },
    ) => postE(h.app, '/api/auth/login', { ...fields, type: 'username', altcha: await solveAltcha(h.app) }, options);

    /** A member who can answer the bank-name check and has logged in once from `home`. */
    const memberAtHome = async () => {
      const account = freshName();
      const memberId = await createMember(h.app, { account, password: PASSWORD, bankAccountName: BANK_NAME });
      const home = freshIp();
      expect((await login({ username: account, password: PASSWORD }, { ip: home })).statusCode).toBe(200);
      return { account, memberId };
    };
    const verify = (challengeId: string, ip: string, cookie?: string) =>
      postE(h.app, '/api/auth/verify-login', { challengeId, method: 'bankName', answer: BANK_NAME }, { ip, ...(cookie ? { headers: { cookie } } : {}) });
    const exchange = (username: string, cookie: string, ip: string) =>
      post(h.app, '/api/auth/remember-login', { username }, { ip, headers: { cookie } });

    it('remember-me ticked on a login from a new IP: no token before the check, an HttpOnly one after it, and it logs in', async () => {
      const { account, memberId } = await memberAtHome();
      const away = freshIp();
      const challenged = await login({ username: account, password: PASSWORD, remember: true }, { ip: away });
      const challengeId = challengeOf(challenged);
      // The password alone must not buy a token that later skips the IP check.
      expect(setCookieOf(challenged)).toBeUndefined();
      expect(await h.app.db.select().from(rememberTokens).where(eq(rememberTokens.memberId, memberId))).toHaveLength(0);

      const verified = await verify(challengeId, away);
      expect(verified.statusCode, verified.body).toBe(200);
      const header = setCookieOf(verified);
      expect(header).toMatch(/^rm_[A-Za-z0-9_-]+=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+;.*Max-Age=86400;.*HttpOnly/);
      expect(header).not.toContain(PASSWORD);

      const remembered = await exchange(account, header!.split(';')[0]!, away);
      expect(remembered.statusCode, remembered.body).toBe(200);
      expect((await get(h.app, '/api/member/info', { token: tokenOf(remembered), ip: away })).json().value.account).toBe(account);
    });

    it('remember-me unticked on a challenged login drops the token this browser held, once the check passes', async () => {
      const { account } = await memberAtHome();
      const away = freshIp();
      const first = await verify(challengeOf(await login({ username: account, password: PASSWORD, remember: true }, { ip: away })), away);
      const cookie = setCookieOf(first)!.split(';')[0]!;

      // A third IP: challenged again, this time with the box unticked.
      const elsewhere = freshIp();
      const challengeId = challengeOf(await login({ username: account, password: PASSWORD, remember: false }, { ip: elsewhere, headers: { cookie } }));
      const unticked = await verify(challengeId, elsewhere, cookie);
      expect(unticked.statusCode, unticked.body).toBe(200);
      expect(setCookieOf(unticked)).toContain('Max-Age=0');
      expect((await exchange(account, cookie, away)).json().code).toBe('REMEMBER_INVALID');
    });

    it('without remember-me the check sets no cookie, and the choice cannot be edited into the challenge id', async () => {
      const { account } = await memberAtHome();
      const away = freshIp();
      const challengeId = challengeOf(await login({ username: account, password: PASSWORD }, { ip: away }));
      // A client that appends the "remember" mark only names a challenge that does not exist.
      expect((await verify(`${challengeId}.r`, away)).json().code).toBe('VERIFICATION_CODE_INVALID');
      const plain = await verify(challengeId, away);
      expect(plain.statusCode, plain.body).toBe(200);
      expect(setCookieOf(plain)).toBeUndefined();
    });

    it('an agent-page login never remembers, even through the check', async () => {
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD, bankAccountName: BANK_NAME, type: 1 });
      expect((await login({ username: account, password: PASSWORD, agentPage: true }, { ip: freshIp() })).statusCode).toBe(200);
      const away = freshIp();
      const challengeId = challengeOf(await login({ username: account, password: PASSWORD, remember: true, agentPage: true }, { ip: away }));
      const verified = await verify(challengeId, away);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(setCookieOf(verified)).toBeUndefined();
    });
  });
}
