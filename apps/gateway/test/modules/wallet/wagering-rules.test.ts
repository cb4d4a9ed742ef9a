import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferKind } from '../../../src/modules/ledger/service';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, key, openWalletHarness, operator, walletMember, type WalletMember } from '../../support/wallet';

/** Issue 19: which credits are bonus money, per the merchant's settings. */
for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`wagering rules on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const wagering = async (member: WalletMember) => (await call(h.app, member, 'GET', '/api/wallet/balance')).json().value.wagering as { required: number; outstanding: number };
    const pay = async (member: WalletMember, kind: TransferKind, amount: number) => {
      const [house, main] = await Promise.all([h.app.ledger.systemAccount('FORTUNA', 'HOUSE', 'BRL'), h.app.ledger.memberAccount('FORTUNA', member.id, 'MAIN', 'BRL')]);
      await h.app.ledger.post({ merchantCode: 'FORTUNA', kind, idempotencyKey: `test:${randomUUID()}`, legs: [{ accountId: house.id, amount: -amount }, { accountId: main.id, amount }], at: h.clock.now() });
    };
    const settings = (body: object) => operator(h.app, 'PUT', '/api/operator/wallet/settings', { merchantCode: 'FORTUNA', ...body });

    it('gives a rebate a requirement only when the operator says so, and a multiplier of 0 none at all', async () => {
      const member = await walletMember(h.app);
      await pay(member, 'REBATE', 2_00);
      expect(await wagering(member)).toEqual({ required: 0, outstanding: 0 });
      await settings({ rebateWagering: true, wageringMultiplier: 3 });
      try {
        await pay(member, 'REBATE', 2_00);
        expect(await wagering(member)).toEqual({ required: 6_00, outstanding: 6_00 });
        await settings({ wageringMultiplier: 0 });
        await pay(member, 'BONUS', 5_00);
        expect(await wagering(member)).toEqual({ required: 6_00, outstanding: 6_00 });
      } finally {
        await settings({ rebateWagering: false, wageringMultiplier: 1 });
      }
    });

    it("lets a member owing turnover still move money between its own main and game wallets", async () => {
      const member = await walletMember(h.app);
      await pay(member, 'BONUS', 10_00);
      expect((await wagering(member)).outstanding).toBe(10_00);
      const wallets = (await call(h.app, member, 'GET', '/api/wallet/balance')).json().value.wallets as { code: string }[];
      const vendor = wallets.find((w) => w.code !== 'MAIN')!.code;
      const moved = await call(h.app, member, 'POST', '/api/wallet/transfer', { idempotencyKey: key(), from: 'MAIN', to: vendor, amount: 4_00 });
      expect(moved.statusCode, moved.body).toBe(200);
    });

    it('refuses a wagering multiplier outside 0 to 100', async () => {
      expect((await settings({ wageringMultiplier: 101 })).json().code).toBe('VALIDATION_FAILED');
      expect((await settings({ referralReward: -1 })).json().code).toBe('VALIDATION_FAILED');
    });
  });
}
