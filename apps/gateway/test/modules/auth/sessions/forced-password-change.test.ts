import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../../support/app';
import { createMember, freshIp, freshName, get, login, post, postE, tokenOf, type AuthHarness } from '../../../support/auth';
import { backends } from '../../../support/backends';
import { openWalletHarness, walletMember } from '../../../support/wallet';

const NEW_PASSWORD = 'Changed123';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`§4 First login or an expired password forces a password change, on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    /** The calls the app makes on load and in play: each must be refused until the password is changed. */
    async function expectGated(token: string, ip: string): Promise<void> {
      const answers = await Promise.all([
        get(h.app, '/api/member/info', { token, ip }),
        get(h.app, '/api/wallet/balance', { token, ip }),
        get(h.app, '/api/games/favourites', { token, ip }),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(403);
        expect(answer.json()).toMatchObject({ success: false, code: 'PASSWORD_CHANGE_REQUIRED' });
      }
    }

    it('a first login with the default password serves only the change and logout, until the password is changed', async () => {
      const account = freshName('newbie');
      await createMember(h.app, { account, password: DEFAULT_PASSWORD, firstTimeLogin: true });
      const ip = freshIp();
      const first = await login(h.app, { username: account, password: DEFAULT_PASSWORD }, { ip });
      expect(first.json().value).toMatchObject({ mustChangePassword: true, firstTimeLogin: true });
      const token = tokenOf(first);
      // The app's first-login step runs (spec §4) and does not lift the forced change.
      expect((await post(h.app, '/api/member/first-login', {}, { token, ip })).statusCode).toBe(200);
      await expectGated(token, ip);

      // A reload (a fresh page with the same token) is still refused: nothing but the change lifts it.
      await expectGated(token, ip);

      const changed = await postE(
        h.app,
        '/api/member/change-password',
        { oldPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
        { token, ip },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      const fresh = changed.json().value.token as string;
      const info = await get(h.app, '/api/member/info', { token: fresh, ip });
      expect(info.statusCode, info.body).toBe(200);
      expect((await get(h.app, '/api/wallet/balance', { token: fresh, ip })).statusCode).toBe(200);

      const again = await login(h.app, { username: account, password: NEW_PASSWORD }, { ip });
      expect(again.json().value).toMatchObject({ mustChangePassword: false });
    });

    it('an account an agent created stays forced after a logout and a second login, until the password is changed', async () => {
      const agent = await walletMember(h.app, { type: 1 });
      const account = freshName('down');
      const created = await postE(h.app, '/api/agent/register', { username: account, password: 'Agent1234', confirmPassword: 'Agent1234' }, { token: agent.token, ip: agent.ip });
      expect(created.statusCode, created.body).toBe(200);

      const ip = freshIp();
      const first = await login(h.app, { username: account, password: 'Agent1234' }, { ip });
      expect(first.json().value).toMatchObject({ mustChangePassword: true });
      const token = tokenOf(first);
      // The app's first-login step runs as in the browser; it must not end the forced change.
      expect((await post(h.app, '/api/member/first-login', {}, { token, ip })).statusCode).toBe(200);
      await expectGated(token, ip);
      const logout = await post(h.app, '/api/auth/logout', {}, { token, ip });
      expect(logout.statusCode, logout.body).toBe(200);

      const second = await login(h.app, { username: account, password: 'Agent1234' }, { ip });
      expect(second.json().value).toMatchObject({ mustChangePassword: true });
      await expectGated(tokenOf(second), ip);
    });

    it('a login that is not forced is not gated', async () => {
      const account = freshName('plain');
      await createMember(h.app, { account, password: 'Secret123' });
      const ip = freshIp();
      const token = tokenOf(await login(h.app, { username: account, password: 'Secret123' }, { ip }));
      expect((await get(h.app, '/api/member/info', { token, ip })).statusCode).toBe(200);
    });
  });
}
