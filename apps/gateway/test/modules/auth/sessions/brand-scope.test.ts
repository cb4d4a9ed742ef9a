import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, freshIp, freshName, get, login, openAuthHarness, tokenOf, type AuthHarness } from '../../../support/auth';
import { backends } from '../../../support/backends';

const PASSWORD = 'Secret123';
/** The default brand (FORTUNA) answers on localhost; the fixture's second brand on lucky.localhost. */
const FORTUNA_HOST = 'localhost';
const LUCKY_HOST = 'lucky.localhost';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`a session is one brand's, and its answers are not cached, on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const memberOf = async (merchantCode: string, host: string) => {
      const account = freshName('brand');
      await createMember(h.app, { account, password: PASSWORD, merchantCode });
      const ip = freshIp();
      const token = tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip, headers: { host } }));
      return { account, token, ip };
    };
    const info = (token: string, host: string, ip = freshIp()) => get(h.app, '/api/member/info', { token, ip, headers: { host } });

    it("refuses a brand's token on another brand's host with the same 401 as an unknown token", async () => {
      const fortuna = await memberOf('FORTUNA', FORTUNA_HOST);
      const lucky = await memberOf('LUCKY', LUCKY_HOST);

      // At home, each token works.
      const home = await info(fortuna.token, FORTUNA_HOST);
      expect(home.statusCode).toBe(200);
      expect(home.json().value.account).toBe(fortuna.account);
      expect((await info(lucky.token, LUCKY_HOST)).statusCode).toBe(200);

      // Abroad, neither does, and the answer cannot be told apart from a made-up token's.
      const unknown = await info('A'.repeat(43), LUCKY_HOST);
      expect(unknown.statusCode).toBe(401);
      for (const [token, host] of [
        [fortuna.token, LUCKY_HOST],
        [lucky.token, FORTUNA_HOST],
      ] as const) {
        const abroad = await info(token, host);
        expect(abroad.statusCode).toBe(401);
        expect(abroad.json()).toEqual(unknown.json());
      }

      // The refusal ends nothing: the token still works on its own brand's host.
      expect((await info(fortuna.token, FORTUNA_HOST)).statusCode).toBe(200);
    });

    it('refuses it on an explicit merchant code of another brand too', async () => {
      const fortuna = await memberOf('FORTUNA', FORTUNA_HOST);
      const response = await get(h.app, '/api/member/info', { token: fortuna.token, ip: freshIp(), headers: { 'x-merchant-code': 'LUCKY' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    });

    it('marks every answer to a caller with a token no-store, and leaves public answers alone', async () => {
      const account = freshName('cache');
      await createMember(h.app, { account, password: PASSWORD });
      const ip = freshIp();
      const token = tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip }));

      const own = await get(h.app, '/api/member/info', { token, ip });
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('no-store');
      // A refused token's answer too: it went to someone who showed credentials.
      const refused = await get(h.app, '/api/member/info', { token: 'A'.repeat(43), ip });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['cache-control']).toBe('no-store');

      // A public call asked without a token keeps whatever caching it has (none is forced on it).
      const anonymous = await get(h.app, '/api/system/status', { ip });
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.headers['cache-control']).toBeUndefined();
      // The same public call asked with a session may depend on it: no-store.
      expect((await get(h.app, '/api/system/status', { token, ip })).headers['cache-control']).toBe('no-store');
    });
  });
}
