import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, key, openWalletHarness, walletMember } from '../../support/wallet';

const DAY = 24 * 60 * 60 * 1000;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`personalProfit and bonusDetails on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    it('reports the profit of a day by game category from the ledger: stakes, wins and the total', async () => {
      const member = await walletMember(h.app, { balance: 1_000_00 });
      const row = await member.row();
      await h.app.wallet.placeBet(row, { betKey: key(), amount: 10_00, category: 'RNG' });
      await h.app.wallet.placeBet(row, { betKey: key(), amount: 5_00, category: 'RNG' });
      await h.app.wallet.settleWin(row, { winKey: key(), amount: 25_00, category: 'RNG' });
      await h.app.wallet.placeBet(row, { betKey: key(), amount: 20_00, category: 'LIVE' });
      const value = (await call(h.app, member, 'POST', '/api/member/profit', { preset: 'today' })).json().value;
      const today = h.clock.now().toISOString().slice(0, 10);
      expect(value).toMatchObject({ from: today, to: today, turnover: 35_00, payout: 25_00, bonus: 0, pendingStake: 0, profit: -10_00 });
      expect(value.categories).toEqual([
        { category: 'LIVE', bets: 1, turnover: 20_00, payout: 0, profit: -20_00 },
        { category: 'RNG', bets: 2, turnover: 15_00, payout: 25_00, profit: 10_00 },
      ]);
      // Yesterday held nothing: the range bounds the report.
      const yesterday = new Date(h.clock.now().getTime() - DAY).toISOString().slice(0, 10);
      const before = (await call(h.app, member, 'POST', '/api/member/profit', { from: yesterday, to: yesterday })).json().value;
      expect(before).toMatchObject({ categories: [], turnover: 0, payout: 0, profit: 0 });
    });

    it('counts the next day rebate as a bonus, and lists it in bonusDetails with its period', async () => {
      const member = await walletMember(h.app, { balance: 1_000_00 });
      const betDay = h.clock.now().toISOString().slice(0, 10);
      await h.app.wallet.placeBet(await member.row(), { betKey: key(), amount: 500_00, category: 'RNG' });
      h.clock.advance(DAY);
      await member.relogin();
      await h.app.walletJobs.rebates();
      const details = (await call(h.app, member, 'POST', '/api/member/bonus-details', {})).json().value;
      // RNG 1.2% of 500.00.
      expect(details).toMatchObject({ pageNo: 1, pageSize: 20, total: 1, totalPages: 1, totalAmount: 6_00 });
      expect(details.rows[0]).toMatchObject({ type: 'rebate', amount: 6_00, detail: betDay });
      expect((await call(h.app, member, 'POST', '/api/member/bonus-details', { type: 'bonus' })).json().value.total).toBe(0);
      const profit = (await call(h.app, member, 'POST', '/api/member/profit', { preset: 'previous7' })).json().value;
      expect(profit).toMatchObject({ turnover: 500_00, payout: 0, bonus: 6_00, profit: -494_00 });
    });

    it('pages bonusDetails newest first with the requested size', async () => {
      const member = await walletMember(h.app, { balance: 1_000_00 });
      for (let i = 0; i < 3; i++) {
        await h.app.wallet.placeBet(await member.row(), { betKey: key(), amount: 100_00 * (i + 1), category: 'RNG' });
        h.clock.advance(DAY);
        await h.app.walletJobs.rebates();
      }
      await member.relogin();
      const first = (await call(h.app, member, 'POST', '/api/member/bonus-details', { pageSize: 2 })).json().value;
      expect(first).toMatchObject({ total: 3, totalPages: 2, totalAmount: 1_20 + 2_40 + 3_60 });
      expect(first.rows.map((r: { amount: number }) => r.amount)).toEqual([3_60, 2_40]);
      const second = (await call(h.app, member, 'POST', '/api/member/bonus-details', { pageSize: 2, pageNo: 2 })).json().value;
      expect(second.rows.map((r: { amount: number }) => r.amount)).toEqual([1_20]);
    });

    it('refuses a reversed range, a half range, a preset with dates and a range over 93 days', async () => {
      const member = await walletMember(h.app);
      const profit = (body: object) => call(h.app, member, 'POST', '/api/member/profit', body);
      const reversed = await profit({ from: '2030-01-05', to: '2030-01-01' });
      expect(reversed.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { from: { key: 'validation.date_order' } } } });
      expect((await profit({ from: '2030-01-05' })).json().value.fields.to.key).toBe('validation.required');
      expect((await profit({ preset: 'today', from: '2030-01-01', to: '2030-01-02' })).json().code).toBe('VALIDATION_FAILED');
      expect((await profit({ from: '2030-02-30', to: '2030-03-01' })).json().value.fields.from.key).toBe('validation.date');
      expect((await profit({ from: '2029-01-01', to: '2029-12-31' })).json().value.fields.from).toEqual({ key: 'validation.date_span', params: { max: 93 } });
    });

    it('blocks trial accounts (spec §6) and guests', async () => {
      const trial = await walletMember(h.app, { type: 4 });
      expect((await call(h.app, trial, 'POST', '/api/member/profit', {})).json().code).toBe('TRIAL_BLOCKED');
      expect((await call(h.app, trial, 'POST', '/api/member/bonus-details', {})).json().code).toBe('TRIAL_BLOCKED');
      const guest = await h.app.inject({ method: 'POST', url: '/api/member/profit', payload: {} });
      expect(guest.json().code).toBe('NOT_LOGGED_IN');
    });
  });
}
