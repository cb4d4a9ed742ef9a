import { randomUUID } from 'node:crypto';
import { envelopeOf, startGameCall } from '@platform/shared/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postE, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { PASSWORD, auditLedger, call, openWalletHarness, walletMember, type WalletMember } from '../../support/wallet';

const startEnvelope = envelopeOf(startGameCall.response);

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`vendor bets under player protection on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    /** Launches the simulated vendor and moves `amount` into its wallet; answers the vendor page's actions. */
    async function vendorSession(member: WalletMember, amount: string) {
      const started = await call(h.app, member, 'POST', '/api/games/start-v2', { vassalage: 'SPINX', gameCode: 'SPINX_0003' });
      const launch = new URL(startEnvelope.parse(started.json()).value!.url);
      const page = await h.app.inject({ method: 'GET', url: `${launch.pathname}${launch.search}` });
      const form = page.body.slice(page.body.indexOf('<form'), page.body.indexOf('</form>'));
      const fields = Object.fromEntries([...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
      const act = async (extra: Record<string, string>) => {
        const response = await h.app.inject({
          method: 'POST',
          url: '/api/games/vendor-sim/action',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ ...fields, ...extra }).toString(),
        });
        expect(response.statusCode, response.body).toBe(303);
        return new URL(String(response.headers.location), 'http://x').searchParams;
      };
      expect((await act({ op: randomUUID(), action: 'in', amount })).get('error')).toBeNull();
      return { play: (op: string = randomUUID()) => act({ op, action: 'play' }) };
    }

    const vendorBalance = async (member: WalletMember) => {
      const value = (await call(h.app, member, 'GET', '/api/wallet/balance')).json().value as { wallets: { code: string; balance: number }[] };
      return value.wallets.find((w) => w.code === 'SPINX')!.balance;
    };

    it('refuses a vendor bet over the daily wager limit with WAGER_LIMIT_EXCEEDED, and still replays a bet already taken', async () => {
      const member = await walletMember(h.app, { balance: 100_00 });
      const vendor = await vendorSession(member, '10.00');
      expect((await call(h.app, member, 'POST', '/api/protection/limits', { kind: 'wager', period: 'day', value: 1_50 })).statusCode).toBe(200);

      const firstOp = randomUUID();
      const first = await vendor.play(firstOp);
      expect(first.get('error')).toBeNull();
      const win = Number(first.get('win'));
      expect(await vendorBalance(member)).toBe(10_00 - 1_00 + win);

      // 1.00 staked + 1.00 more would pass the 1.50 limit: nothing moves.
      expect((await vendor.play()).get('error')).toBe('WAGER_LIMIT_EXCEEDED');
      expect(await vendorBalance(member)).toBe(10_00 - 1_00 + win);
      // The vendor retrying the first bet gets no refusal and moves nothing.
      expect((await vendor.play(firstOp)).get('error')).toBeNull();
      expect(await vendorBalance(member)).toBe(10_00 - 1_00 + win);
    });

    it('refuses a vendor bet over the daily loss limit with LOSS_LIMIT_EXCEEDED', async () => {
      const member = await walletMember(h.app, { balance: 100_00 });
      const vendor = await vendorSession(member, '10.00');
      // A loss limit under one stake: the worst case of the very first bet already passes it.
      expect((await call(h.app, member, 'POST', '/api/protection/limits', { kind: 'loss', period: 'day', value: 50 })).statusCode).toBe(200);
      expect((await vendor.play()).get('error')).toBe('LOSS_LIMIT_EXCEEDED');
      expect(await vendorBalance(member)).toBe(10_00);
    });

    it('refuses bets from a vendor session opened before a cool-off or a self-exclusion', async () => {
      for (const [url, body, code] of [
        ['/api/protection/cool-off', { days: 1 }, 'COOLING_OFF'],
        ['/api/protection/self-exclusion', { months: 6 }, 'SELF_EXCLUDED'],
      ] as const) {
        const member = await walletMember(h.app, { balance: 100_00 });
        const vendor = await vendorSession(member, '5.00');
        expect((await vendor.play()).get('error')).toBeNull();
        const before = await vendorBalance(member);
        const excluded = await postE(h.app, url, { password: PASSWORD, ...body }, { token: member.token, ip: member.ip });
        expect(excluded.statusCode, excluded.body).toBe(200);
        // The gateway session ended; the vendor's signed session is still valid, but its bets are refused.
        expect((await vendor.play()).get('error')).toBe(code);
        // Read the vendor wallet from the ledger: the member can no longer call the balance.
        const value = await h.app.db.execute(
          sql`select coalesce(sum(e.amount), 0) as balance from ledger_accounts a join ledger_entries e on e.account_id = a.id
               where a.member_id = ${member.id} and a.kind = 'VENDOR:SPINX'`,
        );
        expect(Number((value as unknown as { rows: { balance: string }[] }).rows[0]!.balance)).toBe(before);
      }
      expect(await auditLedger(h.app.db)).toMatchObject({ unbalancedTransfers: 0 });
    });
  });
}
