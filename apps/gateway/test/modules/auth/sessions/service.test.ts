import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, sessions } from '../../../../src/db/schema';
import { sha256Hex } from '../../../../src/security/tokens';
import { MINUTE, createMember, freshIp, freshName, get, login, openAuthHarness, tokenOf, type AuthHarness } from '../../../support/auth';
import { backends } from '../../../support/backends';

const PASSWORD = 'Secret123';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sessions on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend, { env: { SESSION_MAX_HOURS: '2' } });
    });
    afterAll(async () => {
      await h?.close();
    });

    const session = async () => {
      const account = freshName();
      await createMember(h.app, { account, password: PASSWORD });
      const ip = freshIp();
      return { token: tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip })), ip };
    };
    const info = (token: string | undefined, ip = freshIp()) => get(h.app, '/api/member/info', { ...(token ? { token } : {}), ip });

    it('answers 401 NOT_LOGGED_IN to a token call without a token, with a malformed one, and with an unknown one', async () => {
      for (const token of [undefined, 'short', 'A'.repeat(43)]) {
        const response = await info(token);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
      }
    });

    it('stores only the SHA-256 of a token, never the token', async () => {
      const { token } = await session();
      const rows = await h.app.db.select().from(sessions);
      expect(rows.some((row) => row.tokenHash === token)).toBe(false);
      expect(rows.some((row) => row.tokenHash === sha256Hex(token))).toBe(true);
    });

    it('ends a session idle for the merchant timeout (15 minutes), checked and refreshed on every call', async () => {
      const { token, ip } = await session();
      h.clock.advance(14 * MINUTE);
      expect((await info(token, ip)).statusCode).toBe(200);
      h.clock.advance(14 * MINUTE);
      // 28 minutes after login, but only 14 since the last call: still alive.
      expect((await info(token, ip)).statusCode).toBe(200);
      h.clock.advance(15 * MINUTE + 1000);
      const expired = await info(token, ip);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('NOT_LOGGED_IN');
      // Dead stays dead: a later call cannot revive it.
      expect((await info(token, ip)).statusCode).toBe(401);
    });

    it("takes the idle timeout from the merchant's jurisdiction.sessionTimeoutMinutes", async () => {
      await h.app.db.update(merchants).set({ sessionTimeoutMinutes: 30 }).where(eq(merchants.code, 'FORTUNA'));
      try {
        const { token, ip } = await session();
        h.clock.advance(25 * MINUTE);
        expect((await info(token, ip)).statusCode).toBe(200);
        h.clock.advance(30 * MINUTE + 1000);
        expect((await info(token, ip)).statusCode).toBe(401);
      } finally {
        await h.app.db.update(merchants).set({ sessionTimeoutMinutes: 15 }).where(eq(merchants.code, 'FORTUNA'));
      }
    });

    it('ends an active session at its absolute lifetime (SESSION_MAX_HOURS)', async () => {
      const { token, ip } = await session();
      for (let minutes = 10; minutes < 120; minutes += 10) {
        h.clock.advance(10 * MINUTE);
        expect((await info(token, ip)).statusCode).toBe(200);
      }
      h.clock.advance(10 * MINUTE + 1000);
      expect((await info(token, ip)).statusCode).toBe(401);
    });
  });
}
