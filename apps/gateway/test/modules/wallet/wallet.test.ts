import {
  consolidatedFundsCall,
  envelopeOf,
  rebateRatesCall,
  transactionHistoryCall,
  transferRelayCall,
  vipCall,
  walletBalanceCall,
} from '@platform/shared/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebates } from '../../../src/db/wallet-schema';
import { TRIAL_PLAY_MONEY } from '../../../src/modules/wallet/service';
import { MINUTE, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { auditLedger, call, key, openWalletHarness, operator, walletMember } from '../../support/wallet';

const balanceEnvelope = envelopeOf(walletBalanceCall.response);
const DAY = 24 * 60 * MINUTE;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`wallet calls on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const balanceOf = async (member: Awaited<ReturnType<typeof walletMember>>) =>
      balanceEnvelope.parse((await call(h.app, member, 'GET', '/api/wallet/balance')).json()).value!;
    const transfer = (member: Awaited<ReturnType<typeof walletMember>>, from: string, to: string, amount: number, idempotencyKey = key()) =>
      call(h.app, member, 'POST', '/api/wallet/transfer', { idempotencyKey, from, to, amount });

    it('answers the balance with the currency symbol, the main wallet and every vendor wallet but the in-house ones', async () => {
      const member = await walletMember(h.app, { balance: 500_00 });
      const value = await balanceOf(member);
      expect(value).toMatchObject({ balance: 500_00, currency: 'BRL', currencySymbol: 'R$', isTrial: false, held: 0 });
      expect(value.wallets[0]).toEqual({ code: 'MAIN', name: 'Main wallet', balance: 500_00 });
      const codes = value.wallets.map((w) => w.code);
      expect(codes).toContain('SBX');
      expect(codes).not.toContain('PGE');
    });

    it('answers a new balance right after money moves, though the last answer is kept serialized', async () => {
      const member = await walletMember(h.app, { balance: 40_00 });
      expect((await balanceOf(member)).balance).toBe(40_00);
      expect((await balanceOf(member)).balance).toBe(40_00);
      expect((await transfer(member, 'MAIN', 'SBX', 15_00)).statusCode).toBe(200);
      const after = await balanceOf(member);
      expect(after.balance).toBe(25_00);
      expect(after.wallets.find((w) => w.code === 'SBX')?.balance).toBe(15_00);
    });

    it('refuses the wallet calls without a session (401 NOT_LOGGED_IN)', async () => {
      const response = await h.app.inject({ method: 'GET', url: '/api/wallet/balance' });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('NOT_LOGGED_IN');
    });

    it('relays money between the main wallet and a vendor wallet, both ways, through the ledger', async () => {
      const member = await walletMember(h.app, { balance: 300_00 });
      const out = await transfer(member, 'MAIN', 'SBX', 120_00);
      expect(out.statusCode).toBe(200);
      expect(envelopeOf(transferRelayCall.response).parse(out.json()).value).toMatchObject({
        from: 'MAIN',
        to: 'SBX',
        amount: 120_00,
        fromBalance: 180_00,
        toBalance: 120_00,
      });
      const back = await transfer(member, 'SBX', 'MAIN', 20_00);
      expect(back.json().value).toMatchObject({ fromBalance: 100_00, toBalance: 200_00 });
      const value = await balanceOf(member);
      expect(value.balance).toBe(200_00);
      expect(value.wallets.find((w) => w.code === 'SBX')!.balance).toBe(100_00);
      const funds = envelopeOf(consolidatedFundsCall.response).parse((await call(h.app, member, 'GET', '/api/wallet/consolidated')).json()).value;
      expect(funds).toEqual({ total: 300_00, main: 200_00, vendors: 100_00, held: 0, currencySymbol: 'R$' });
    });

    it('refuses a transfer above the balance with 400 INSUFFICIENT_BALANCE and moves nothing', async () => {
      const member = await walletMember(h.app, { balance: 50_00 });
      const response = await transfer(member, 'MAIN', 'SBX', 50_01);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INSUFFICIENT_BALANCE');
      expect((await balanceOf(member)).balance).toBe(50_00);
    });

    it('refuses transfers that do not have MAIN on exactly one side, or name an unknown vendor', async () => {
      const member = await walletMember(h.app, { balance: 50_00 });
      expect((await transfer(member, 'SBX', 'LIVEONE', 1_00)).json().code).toBe('VALIDATION_FAILED');
      expect((await transfer(member, 'MAIN', 'MAIN', 1_00)).json().code).toBe('VALIDATION_FAILED');
      expect((await transfer(member, 'MAIN', 'NOSUCHVENDOR', 1_00)).json().code).toBe('VALIDATION_FAILED');
      expect((await transfer(member, 'MAIN', 'PGE', 1_00)).json().code).toBe('VALIDATION_FAILED');
    });

    it('answers isSingle from the merchant setting; single-wallet mode hides vendor wallets and refuses transfers', async () => {
      const member = await walletMember(h.app, { balance: 50_00 });
      expect((await call(h.app, member, 'GET', '/api/wallet/merchant?merchantCode=FORTUNA')).json()).toEqual({ success: true, value: { isSingle: false } });
      // Read first, so the balance answer kept for this member must be dropped by the settings change.
      expect((await balanceOf(member)).wallets.length).toBeGreaterThan(1);
      const switched = await operator(h.app, 'PUT', '/api/operator/wallet/settings', { merchantCode: 'FORTUNA', singleWallet: true });
      expect(switched.json().value).toEqual({ merchantCode: 'FORTUNA', singleWallet: true, currency: 'BRL', currencySymbol: 'R$', wageringMultiplier: 1, rebateWagering: false, referralReward: 0 });
      try {
        expect((await call(h.app, member, 'GET', '/api/wallet/merchant')).json().value).toEqual({ isSingle: true });
        expect((await balanceOf(member)).wallets.map((w) => w.code)).toEqual(['MAIN']);
        const response = await transfer(member, 'MAIN', 'SBX', 1_00);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('FEATURE_DISABLED');
      } finally {
        await h.app.wallet.saveSettings('FORTUNA', { singleWallet: false });
      }
    });

    it('lists the history newest first with type, signed amount, balance after and status; filters by type and pages', async () => {
      const member = await walletMember(h.app, { balance: 100_00 });
      await transfer(member, 'MAIN', 'SBX', 10_00);
      h.clock.advance(MINUTE);
      const pending = await call(h.app, member, 'POST', '/api/wallet/deposit', { idempotencyKey: key(), channelCode: 'BANK', amount: 25_00 });
      expect(pending.json().value.status).toBe('pending');
      h.clock.advance(MINUTE);
      const row = await member.row();
      await h.app.wallet.placeBet(row, { betKey: key(), amount: 5_00, category: 'RNG' });
      h.clock.advance(MINUTE);
      await h.app.wallet.settleWin(row, { winKey: key(), amount: 7_00, category: 'RNG' });

      const history = async (body: object) =>
        envelopeOf(transactionHistoryCall.response).parse((await call(h.app, member, 'POST', '/api/wallet/transactions', body)).json()).value!;
      const all = await history({});
      expect(all.rows.map((r) => [r.type, r.amount, r.balanceAfter, r.status])).toEqual([
        ['win', 7_00, 92_00, 'completed'],
        ['bet', -5_00, 85_00, 'completed'],
        ['deposit', 25_00, null, 'pending'],
        ['transfer', -10_00, 90_00, 'completed'],
        ['credit', 100_00, 100_00, 'completed'],
      ]);
      expect(all.total).toBe(5);
      const bets = await history({ type: 'bet' });
      expect(bets.rows.map((r) => r.type)).toEqual(['bet']);
      const paged = await history({ pageNo: 2, pageSize: 2 });
      expect(paged).toMatchObject({ pageNo: 2, pageSize: 2, total: 5, totalPages: 3 });
      expect(paged.rows.map((r) => r.type)).toEqual(['deposit', 'transfer']);
      const tooBig = await call(h.app, member, 'POST', '/api/wallet/transactions', { pageSize: 51 });
      expect(tooBig.json().code).toBe('VALIDATION_FAILED');
    });

    it('applies the date presets (previous and next 7 and 30 days) and explicit from/to dates', async () => {
      const member = await walletMember(h.app, { balance: 10_00 });
      h.clock.advance(10 * DAY);
      await member.relogin();
      await h.app.wallet.placeBet(await member.row(), { betKey: key(), amount: 1_00, category: 'LIVE' });
      const betDay = h.clock.now().toISOString().slice(0, 10);
      h.clock.advance(MINUTE);
      const history = async (body: object) =>
        (await call(h.app, member, 'POST', '/api/wallet/transactions', body)).json().value as { rows: { type: string }[] };
      expect((await history({ preset: 'previous7' })).rows.map((r) => r.type)).toEqual(['bet']);
      expect((await history({ preset: 'previous30' })).rows.map((r) => r.type)).toEqual(['bet', 'credit']);
      expect((await history({ preset: 'next7' })).rows).toEqual([]);
      h.clock.advance(-20 * DAY);
      expect((await history({ preset: 'next30' })).rows.map((r) => r.type)).toEqual(['bet', 'credit']);
      h.clock.advance(10 * DAY);
      await member.relogin();
      expect((await history({ from: betDay, to: betDay })).rows.map((r) => r.type)).toEqual(['bet']);
      const today = h.clock.now().toISOString().slice(0, 10);
      expect((await history({ from: today, to: today })).rows.map((r) => r.type)).toEqual(['credit']);
      const both = await call(h.app, member, 'POST', '/api/wallet/transactions', { preset: 'next7', from: today });
      expect(both.json().code).toBe('VALIDATION_FAILED');
    });

    it('answers VIP level, label and progress by turnover', async () => {
      const member = await walletMember(h.app, { balance: 20_000_00 });
      const vip = async () => envelopeOf(vipCall.response).parse((await call(h.app, member, 'GET', '/api/wallet/vip')).json()).value!;
      expect(await vip()).toEqual({
        hasVip: false,
        vipLabelName: 'VIP0',
        vipRankLevel: 0,
        turnover: 0,
        nextLevelTurnover: 1_000_00,
        nextVipLabelName: 'VIP1',
      });
      await h.app.wallet.placeBet(await member.row(), { betKey: key(), amount: 1_500_00, category: 'SPORTS' });
      expect(await vip()).toMatchObject({ hasVip: true, vipLabelName: 'VIP1', vipRankLevel: 1, turnover: 1_500_00, nextLevelTurnover: 10_000_00 });
    });

    it("answers the spec's rebate display rates", async () => {
      const response = await h.app.inject({ method: 'GET', url: '/api/wallet/rebate-rates' });
      const rates = envelopeOf(rebateRatesCall.response).parse(response.json()).value!;
      expect(Object.fromEntries(rates.map((r) => [r.category, r.display]))).toEqual({
        LOTT: '1%',
        ELOTT: '1%',
        PVP: '-',
        FISH: '1%',
        RNG: '1.2%',
        LIVE: '0.8%',
        SPORTS: '1%',
        ESPORTS: '1%',
      });
    });

    it('pays the rebates of a finished day exactly once per member and period, at the display rates', async () => {
      const member = await walletMember(h.app, { balance: 10_000_00 });
      const row = await member.row();
      const dayStart = Math.floor(h.clock.now().getTime() / DAY) * DAY;
      h.clock.advance(dayStart + DAY + 60 * MINUTE - h.clock.now().getTime());
      await member.relogin();
      await h.app.wallet.placeBet(row, { betKey: key(), amount: 1_000_00, category: 'RNG' });
      await h.app.wallet.placeBet(row, { betKey: key(), amount: 500_00, category: 'LIVE' });
      await h.app.wallet.placeBet(row, { betKey: key(), amount: 300_00, category: 'PVP' });
      const before = (await balanceOf(member)).balance;
      // Still the same day: nothing to settle for it yet.
      await h.app.walletJobs.rebates();
      expect(await h.app.db.select().from(rebates).where(eq(rebates.memberId, member.id))).toEqual([]);
      h.clock.advance(DAY);
      await member.relogin();
      await Promise.all([h.app.walletJobs.rebates(), h.app.walletJobs.rebates()]);
      await h.app.walletJobs.rebates();
      const paid = await h.app.db.select().from(rebates).where(eq(rebates.memberId, member.id));
      expect(paid).toHaveLength(1);
      // RNG 1.2% of 1,000.00 + live 0.8% of 500.00 + PVP none.
      expect(paid[0]).toMatchObject({ turnover: 1_800_00, amount: 12_00 + 4_00 });
      expect((await balanceOf(member)).balance).toBe(before + 16_00);
      const history = (await call(h.app, member, 'POST', '/api/wallet/transactions', { type: 'rebate' })).json().value;
      expect(history.rows).toHaveLength(1);
      expect(await auditLedger(h.app.db)).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0, driftedAccounts: 0 });
    });

    it('gives a trial account play money only: its own PLAY wallet, blocked from the cashier, never touching real money', async () => {
      const trial = await walletMember(h.app, { type: 4 });
      const value = await balanceOf(trial);
      expect(value).toMatchObject({ isTrial: true, balance: TRIAL_PLAY_MONEY, held: 0, wallets: [{ code: 'PLAY', balance: TRIAL_PLAY_MONEY }] });
      const row = await trial.row();
      const bet = await h.app.wallet.placeBet(row, { betKey: key(), amount: 100_00, category: 'RNG' });
      expect(bet.balance).toBe(TRIAL_PLAY_MONEY - 100_00);
      for (const [method, url, body] of [
        ['POST', '/api/wallet/deposit', { idempotencyKey: key(), channelCode: 'BANK', amount: 10_00 }],
        ['POST', '/api/wallet/transfer', { idempotencyKey: key(), from: 'MAIN', to: 'SBX', amount: 1_00 }],
        ['GET', '/api/wallet/deposit-channels', undefined],
        ['GET', '/api/wallet/withdraw-info', undefined],
      ] as const) {
        const response = await call(h.app, trial, method, url, body);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().code, url).toBe('TRIAL_BLOCKED');
      }
      const credit = await operator(h.app, 'POST', '/api/operator/wallet/credit', {
        idempotencyKey: key(),
        merchantCode: 'FORTUNA',
        account: trial.account,
        amount: 1_00,
      });
      expect(credit.json().code).toBe('PLAY_MONEY_ONLY');
      expect((await h.app.wallet.vip(row)).hasVip).toBe(false);
      // The play money's bets count for no rebate and no VIP turnover.
      const accounts = await h.app.wallet.balance(row);
      expect(accounts.wallets.map((w) => w.code)).toEqual(['PLAY']);
    });
  });
}
