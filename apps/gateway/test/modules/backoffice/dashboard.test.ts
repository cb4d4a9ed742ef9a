import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postE } from '../../support/auth';
import { backends } from '../../support/backends';
import { JPEG_BYTES, WITHDRAW_PASSWORD, call, key, walletMember, type WalletMember } from '../../support/wallet';
import { backofficeSuite } from './fixture';
import { bo, signIn } from './support';

const M = 'FORTUNA';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`issue 22 §3 dashboard on ${backend.name}`, () => {
    const h = backofficeSuite(backend, { wallet: true });

    it('per day: deposits, withdrawals, bets, wins, GGR, new and active players, from the ledger; credits and other merchants do not count', async () => {
      const finance = await signIn(h.app, h.clock, 'finance');
      const day = h.clock.now().toISOString().slice(0, 10);
      const a = await walletMember(h.app, { balance: 500_00, withdrawPassword: true });
      const b = await walletMember(h.app, { balance: 100_00 });
      // Members get their creation time from the database; put both on the suite's day.
      await h.app.db.execute(sql`update members set created_at = ${h.clock.now()} where id in (${a.id}, ${b.id})`);
      const memberOf = async (m: WalletMember) => (await m.row());

      const upload = (await call(h.app, a, 'POST', '/api/wallet/uploads', { filename: 'r.jpg', contentType: 'image/jpeg', dataBase64: JPEG_BYTES.toString('base64') })).json().value.uploadId;
      const depositId = (await call(h.app, a, 'POST', '/api/wallet/deposit', { idempotencyKey: key(), channelCode: 'BANK', amount: 150_00, receiptUploadId: upload })).json().value.id;
      expect((await bo(h.app, finance, 'POST', '/api/backoffice/cashier/deposits/decide', { merchantCode: M, idempotencyKey: randomUUID(), depositId, decision: 'approve' })).statusCode).toBe(200);
      const withdrawalId = (await postE(h.app, '/api/wallet/withdraw', { idempotencyKey: key(), amount: 100_00, withdrawPassword: WITHDRAW_PASSWORD, receivingAddress: 'Bank 1' }, { token: a.token, ip: a.ip })).json().value.id;
      expect((await bo(h.app, finance, 'POST', '/api/backoffice/cashier/withdrawals/decide', { merchantCode: M, idempotencyKey: randomUUID(), withdrawalId, decision: 'pay' })).statusCode).toBe(200);
      await h.app.wallet.placeBet(await memberOf(a), { betKey: 'd1', amount: 20_00, category: 'RNG' });
      await h.app.wallet.placeBet(await memberOf(a), { betKey: 'd2', amount: 30_00, category: 'RNG' });
      await h.app.wallet.placeBet(await memberOf(b), { betKey: 'd3', amount: 10_00, category: 'RNG' });
      await h.app.wallet.settleWin(await memberOf(a), { winKey: 'd2', amount: 45_00, category: 'RNG' });

      const previous = new Date(h.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
      const answer = (await bo(h.app, finance, 'GET', '/api/backoffice/dashboard', { merchantCode: M, from: previous, to: day })).json().value;
      expect(answer.days).toEqual([
        { day: previous, deposits: 0, withdrawals: 0, bets: 0, wins: 0, ggr: 0, newPlayers: 0, activePlayers: 0 },
        { day, deposits: 150_00, withdrawals: 100_00, bets: 60_00, wins: 45_00, ggr: 15_00, newPlayers: 2, activePlayers: 2 },
      ]);
      const lucky = await signIn(h.app, h.clock, 'luckyOwner');
      const other = (await bo(h.app, lucky, 'GET', '/api/backoffice/dashboard', { merchantCode: 'LUCKY', from: day, to: day })).json().value;
      expect(other.days).toEqual([{ day, deposits: 0, withdrawals: 0, bets: 0, wins: 0, ggr: 0, newPlayers: 0, activePlayers: 0 }]);
    });

    it('refuses a range past 92 days or backwards', async () => {
      const risk = await signIn(h.app, h.clock, 'risk');
      expect((await bo(h.app, risk, 'GET', '/api/backoffice/dashboard', { merchantCode: M, from: '2030-01-01', to: '2030-06-01' })).statusCode).toBe(400);
      expect((await bo(h.app, risk, 'GET', '/api/backoffice/dashboard', { merchantCode: M, from: '2030-01-02', to: '2030-01-01' })).statusCode).toBe(400);
    });
  });
}
