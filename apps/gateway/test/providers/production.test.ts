import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config';
import { PAYMENT_SECRET, signCallback } from '../../src/modules/wallet/payments';
import { OPERATOR_TOKEN, buildApp } from '../support/app';
import { createMember, freshIp, post, type AuthHarness } from '../support/auth';
import { backends } from '../support/backends';
import { createBrandsFixture } from '../support/brands';
import { call, key, mainBalance, openWalletHarness, walletMember } from '../support/wallet';

/** APP_ENV=production with nothing named: testConfig's stand-ins unset ('' is unset). */
const PRODUCTION = { APP_ENV: 'production', PAYMENTS_PROVIDER: '', GAME_VENDOR_PROVIDER: '', MESSAGING_PROVIDER: '', GAME_CATALOGUE: '' };

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`a production gateway on ${backend.name} (issue 19 §2)`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      // The demo's channels (a bank transfer and PAYGATE, a payment_gateway channel) and vendor rows, as an operator might have.
      h = await openWalletHarness(backend, { env: PRODUCTION });
    });
    afterAll(async () => {
      await h?.close();
    });

    it('answers 404 on every simulator and outbox path', async () => {
      const paths: [string, string][] = [
        ['GET', '/api/payments/simulator?ref=abcdefghijklmnop'],
        ['POST', '/api/payments/simulator/pay'],
        ['GET', '/api/games/vendor-sim/play?mc=FORTUNA'],
        ['GET', '/api/games/vendor-sim/lobby'],
        ['POST', '/api/games/vendor-sim/action'],
        ['GET', '/api/operator/outbox?to=%2B5511900000009'],
      ];
      for (const [method, url] of paths) {
        const response = await h.app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, accept: 'application/json' },
          ...(method === 'POST' ? { payload: { ref: 'abcdefghijklmnop', action: 'pay' } } : {}),
        });
        expect([url, response.statusCode]).toEqual([url, 404]);
      }
    });

    it('does not credit a gateway deposit: the channel is not offered, a deposit on it and its callback are refused 503', async () => {
      const member = await walletMember(h.app);
      const channels = (await call(h.app, member, 'GET', '/api/wallet/deposit-channels')).json().value as { code: string }[];
      expect(channels.map((c) => c.code)).toEqual(['BANK']);

      // The measured attack: a 1,000,000 deposit on PAYGATE, then the simulator's anonymous Pay.
      const deposit = await call(h.app, member, 'POST', '/api/wallet/deposit', { idempotencyKey: key(), channelCode: 'PAYGATE', amount: 1_000_000 });
      expect(deposit.statusCode).toBe(503);
      expect(deposit.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      const pay = await h.app.inject({ method: 'POST', url: '/api/payments/simulator/pay', payload: { ref: 'abcdefghijklmnop', action: 'pay' } });
      expect(pay.statusCode).toBe(404);

      // A callback signed with the simulator's key is refused too: no provider vouches for it.
      const fields = { ref: 'abcdefghijklmnop', amount: '1000000', status: 'paid' };
      const signature = signCallback(await h.app.secrets.get(PAYMENT_SECRET), fields);
      const callback = await h.app.inject({ method: 'POST', url: '/api/payments/callback', payload: { ...fields, signature } });
      expect(callback.statusCode).toBe(503);
      expect(callback.json().code).toBe('SERVICE_UNAVAILABLE');
      expect(await mainBalance(h.app, member)).toBe(0);

      // Bank transfers need no provider and still work.
      const bank = await call(h.app, member, 'POST', '/api/wallet/deposit', { idempotencyKey: key(), channelCode: 'BANK', amount: 100_00 });
      expect(bank.json()).toMatchObject({ success: true, value: { status: 'pending', redirectUrl: null } });
    });

    it('serves no generated catalogue: only the in-house games, and no vendor launch', async () => {
      const member = await walletMember(h.app);
      const list = (await call(h.app, member, 'GET', '/api/games/list?clientType=3&pageSize=50')).json();
      expect(list.success).toBe(true);
      const codes = (list.value.content as { gameCode: string }[]).map((g) => g.gameCode).sort();
      expect([codes, list.value.totalElements]).toEqual([['PGE_DICE', 'PGE_SLOT3'], 2]);
      const launch = await call(h.app, member, 'POST', '/api/games/start-v2', { vassalage: 'SPINX', gameCode: 'SPINX_0001' });
      expect(launch.json().code).toBe('NOT_FOUND');
      // Even an in-house game has no vendor to launch it on (it is played on the site instead).
      const inHouse = await call(h.app, member, 'POST', '/api/games/start-v2', { vassalage: 'PGE', gameCode: 'PGE_DICE' });
      expect(inHouse.statusCode).toBe(503);
      expect(inHouse.json().code).toBe('SERVICE_UNAVAILABLE');
    });

    it('refuses every code send with 503, the same for a member and a stranger, and stores nothing', async () => {
      await createMember(h.app, { account: 'prodsms', password: 'Secret123', mobile: '+5511900000009' });
      for (const mobileNum of ['11900000009', '11900000010']) {
        const response = await post(h.app, '/api/auth/login-code', { mobileNum, countryDialingCode: '+55' }, { ip: freshIp() });
        expect([mobileNum, response.statusCode, response.json().code]).toEqual([mobileNum, 503, 'SERVICE_UNAVAILABLE']);
      }
      const stored = await h.app.db.execute('select count(*)::int as n from outbox');
      expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    });
  });
}

describe('a production gateway with a simulator named', () => {
  it('refuses to boot and names the variable', async () => {
    const fixture = await createBrandsFixture();
    try {
      for (const [variable, value] of [
        ['PAYMENTS_PROVIDER', 'simulator'],
        ['GAME_VENDOR_PROVIDER', 'simulator'],
        ['MESSAGING_PROVIDER', 'outbox'],
        ['GAME_CATALOGUE', 'demo'],
        // The demo accounts (published passwords) and, unless a catalogue is named, the generated catalogue.
        ['SEED_DEMO', 'true'],
      ] as const) {
        const booting = buildApp(fixture, { env: { ...PRODUCTION, [variable]: value } });
        await expect(booting).rejects.toBeInstanceOf(ConfigError);
        await expect(booting).rejects.toThrow(new RegExp(`${variable}: is not allowed with APP_ENV=production`));
      }
    } finally {
      await fixture.cleanup();
    }
  });
});
