import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../src/db/schema';
import { postE, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { WITHDRAW_PASSWORD, auditLedgerRows, call, key, mainBalance, openWalletHarness, operator, walletMember, type WalletMember } from '../../support/wallet';

const BONUS = 30_00;
const MULTIPLIER = 2;
const ROUND_BET = 5_00;

/**
 * Issue 19: bonus money carries a wagering requirement (bonus × the merchant's multiplier of
 * turnover). Concurrency is only real on PostgreSQL, so these races run there.
 */
for (const backend of backends.filter((b) => b.name === 'PostgreSQL')) {
  describe.skipIf(!backend.enabled)(`wagering requirement races on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const wagering = async (member: WalletMember) => (await call(h.app, member, 'GET', '/api/wallet/balance')).json().value.wagering as { required: number; outstanding: number };
    const withdraw = (member: WalletMember, amount: number) =>
      postE(h.app, '/api/wallet/withdraw', { idempotencyKey: key(), withdrawPassword: WITHDRAW_PASSWORD, receivingAddress: 'Demo Bank 0001-2', amount }, { token: member.token, ip: member.ip });
    const toUpline = (member: WalletMember, amount: number) => call(h.app, member, 'POST', '/api/member/transfer/upline', { idempotencyKey: key(), amount });
    const round = (member: WalletMember) => call(h.app, member, 'POST', '/api/games/in-house/rounds', { roundId: randomUUID(), gameCode: 'PGE_SLOT3', bet: ROUND_BET });
    /** A bonus paid the way every bonus is (kind BONUS, HOUSE -> MAIN). */
    const bonus = async (member: WalletMember, amount: number) => {
      const [house, main] = await Promise.all([h.app.ledger.systemAccount('FORTUNA', 'HOUSE', 'BRL'), h.app.ledger.memberAccount('FORTUNA', member.id, 'MAIN', 'BRL')]);
      await h.app.ledger.post({ merchantCode: 'FORTUNA', kind: 'BONUS', idempotencyKey: `test-bonus:${randomUUID()}`, legs: [{ accountId: house.id, amount: -amount }, { accountId: main.id, amount }], at: h.clock.now() });
    };

    it('refuses every one of parallel withdrawals and transfers to the upline while turnover is owed, and parallel bets pay it off exactly', async () => {
      const saved = await operator(h.app, 'PUT', '/api/operator/wallet/settings', { merchantCode: 'FORTUNA', wageringMultiplier: MULTIPLIER });
      expect(saved.json().value).toMatchObject({ wageringMultiplier: MULTIPLIER });
      const upline = await walletMember(h.app);
      const member = await walletMember(h.app, { balance: 100_00, withdrawPassword: true });
      await h.app.db.update(members).set({ uplineId: upline.id }).where(eq(members.id, member.id));
      await bonus(member, BONUS);
      const owed = BONUS * MULTIPLIER;
      expect(await wagering(member)).toEqual({ required: owed, outstanding: owed });

      const attempts = await Promise.all([
        ...Array.from({ length: 6 }, () => withdraw(member, 10_00)),
        ...Array.from({ length: 6 }, () => toUpline(member, 10_00)),
      ]);
      expect(attempts.map((a) => [a.statusCode, a.json().code])).toEqual(Array(12).fill([409, 'WAGERING_REQUIRED']));
      expect(await mainBalance(h.app, member)).toBe(100_00 + BONUS);
      expect(await mainBalance(h.app, upline)).toBe(0);
      expect((await call(h.app, member, 'GET', '/api/wallet/balance')).json().value.held).toBe(0);

      // 10 rounds in parallel: each stake counted once, none lost to a concurrent update.
      const rounds = await Promise.all(Array.from({ length: 10 }, () => round(member)));
      expect(rounds.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(await wagering(member)).toEqual({ required: owed, outstanding: owed - 10 * ROUND_BET });
      expect((await withdraw(member, 1_00)).json()).toMatchObject({ code: 'WAGERING_REQUIRED', value: { remaining: owed - 10 * ROUND_BET } });

      // The last 10.00 in parallel too; the requirement stops at zero, and money may leave again.
      const last = await Promise.all(Array.from({ length: 4 }, () => round(member)));
      expect(last.map((r) => r.statusCode)).toEqual(Array(4).fill(200));
      expect(await wagering(member)).toEqual({ required: owed, outstanding: 0 });
      const [paidOut, sent] = await Promise.all([withdraw(member, 1_00), toUpline(member, 1_00)]);
      expect([paidOut.statusCode, sent.statusCode], `${paidOut.body} ${sent.body}`).toEqual([200, 200]);
      expect(await mainBalance(h.app, upline)).toBe(1_00);

      // A new bonus starts a new requirement: the progress shown is the new one's.
      await bonus(member, 1_00);
      expect(await wagering(member)).toEqual({ required: 1_00 * MULTIPLIER, outstanding: 1_00 * MULTIPLIER });
      const { audit } = await auditLedgerRows(h.app.db, 'FORTUNA');
      expect(audit).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0, driftedAccounts: 0 });
    }, 120_000);
  });
}
