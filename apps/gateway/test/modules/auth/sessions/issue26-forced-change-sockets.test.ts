import type { AddressInfo } from 'node:net';
import { CHAT_NAMESPACE } from '@platform/shared/api-contract';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATH } from '../../../../src/plugins/app/live';
import { DEFAULT_PASSWORD } from '../../../support/app';
import { createMember, freshIp, freshName, login, postE, tokenOf, type AuthHarness } from '../../../support/auth';
import { backends } from '../../../support/backends';
import { openWalletHarness } from '../../../support/wallet';

const NEW_PASSWORD = 'Changed123';

/** A real socket.io client: 'connected' once the handshake passed, else the refusal's code. */
function handshake(url: string, token: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(url, { path: LIVE_PATH, auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.on('connect', () => {
      socket.close();
      resolve('connected');
    });
    socket.on('connect_error', (error) => {
      socket.close();
      resolve(error.message);
    });
  });
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`§4 forced password change also covers the live and chat sockets (issue 26), on ${backend.name}`, () => {
    let h: AuthHarness;
    let base: string;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
      await h.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await h?.close();
    });

    it('a session that must change its password joins no live room nor chat until the change; the new session does', async () => {
      const account = freshName('newbie');
      await createMember(h.app, { account, password: DEFAULT_PASSWORD, firstTimeLogin: true });
      const ip = freshIp();
      const first = await login(h.app, { username: account, password: DEFAULT_PASSWORD }, { ip });
      expect(first.json().value).toMatchObject({ mustChangePassword: true });
      const forced = tokenOf(first);

      expect(await handshake(base, forced)).toBe('PASSWORD_CHANGE_REQUIRED');
      expect(await handshake(`${base}${CHAT_NAMESPACE}`, forced)).toBe('PASSWORD_CHANGE_REQUIRED');

      const changed = await postE(
        h.app,
        '/api/member/change-password',
        { oldPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
        { token: forced, ip },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      const fresh = changed.json().value.token as string;
      expect(await handshake(base, fresh)).toBe('connected');
      expect(await handshake(`${base}${CHAT_NAMESPACE}`, fresh)).toBe('connected');
    });
  });
}
