import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../src/db/schema';
import { referralRewardKey } from '../../../src/modules/rewards/referral';
import { freshIp, freshName, postE, solveAltcha, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import {
  JPEG_BYTES,
  PASSWORD,
  WITHDRAW_PASSWORD,
  auditLedgerRows,
  call,
  countTransfers,
  credit,
  key,
  mainBalance,
  openWalletHarness,
  operator,
  walletMember,
  type WalletMember,
} from '../../support/wallet';

const FAST = 60;
const ENVELOPE = 9_00;
const REFERRAL_REWARD = 5_00;
const PER_IP = 5;

/**
 * Issue 19 §3 "Bonus money cannot be farmed", the measured farming journey: ten accounts from one
 * IP under one referral code, each opening its red envelope and sending it up the tree, and hedged
 * bets completing the missions.
 */
for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`bonus farming on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend, {
        env: { LOTTERY_FAST_PERIOD_SECONDS: String(FAST), REGISTRATION_MAX_PER_IP_PER_HOUR: String(PER_IP) },
      });
    });
    afterAll(async () => {
      await h?.close();
    });

    const register = async (referralCode: string, ip: string) => {
      const username = freshName('farm');
      const response = await postE(
        h.app,
        '/api/auth/register',
        {
          username,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          referralCode,
          domain: 'localhost',
          registerUrl: `http://localhost/register?referralCode=${referralCode}`,
          registerMethod: 'WEB',
          login: true,
          ageConfirmed: true,
          altcha: await solveAltcha(h.app),
        },
        { ip },
      );
      return { response, username };
    };
    const asMember = async (account: string, token: string, ip: string): Promise<WalletMember> => {
      const [row] = await h.app.db.select().from(members).where(eq(members.account, account));
      return { id: row!.id, account, token, ip, row: async () => row!, relogin: async () => {} };
    };
    const redEnvelope = async () => {
      const created = await operator(h.app, 'PUT', '/api/operator/promotions', {
        merchantCode: 'FORTUNA',
        language: 'EN',
        title: `Envelope ${randomUUID()}`,
        content: '<p>Open me</p>',
        promotionType: 'RED_ENVELOPE',
        images: [],
        startDate: new Date(h.clock.now().getTime() - 60_000).toISOString(),
      });
      const id = created.json().value.id as number;
      const range = await operator(h.app, 'PUT', '/api/operator/rewards/settings', { merchantCode: 'FORTUNA', promotionId: id, closesAt: null, redEnvelope: { min: ENVELOPE, max: ENVELOPE } });
      expect(range.statusCode, range.body).toBe(200);
      return id;
    };
    const wagering = async (member: WalletMember) => (await call(h.app, member, 'GET', '/api/wallet/balance')).json().value.wagering as { required: number; outstanding: number };
    const toUpline = (member: WalletMember, amount: number) => call(h.app, member, 'POST', '/api/member/transfer/upline', { idempotencyKey: key(), amount });
    const runJob = async () => {
      const response = await operator(h.app, 'POST', '/api/operator/lottery/jobs/run', {});
      expect(response.statusCode, response.body).toBe(200);
    };
    /** One draw of DICE: 1.00 on each of BIG, SMALL, ODD and EVEN (every outcome covered), drawn and settled. */
    const hedgedDraw = async (member: WalletMember) => {
      const now = h.clock.now().getTime();
      h.clock.advance(Math.ceil((now + 1) / (FAST * 1000)) * FAST * 1000 + 5_000 - now);
      const lobby = (await h.app.inject({ method: 'GET', url: '/api/lottery/lobby?data=DICE' })).json().value as { gameCode: string; current: { periodId: string; drawAt: string } }[];
      const dice = lobby.find((g) => g.gameCode === 'DICE')!;
      const bets = ['BIG', 'SMALL', 'ODD', 'EVEN'].map((betType) => ({ betType, stake: 1_00 }));
      const placed = await call(h.app, member, 'POST', '/api/lottery/bets', { idempotencyKey: randomUUID(), gameCode: 'DICE', periodId: dice.current.periodId, bets });
      expect(placed.statusCode, placed.body).toBe(200);
      h.clock.advance(new Date(dice.current.drawAt).getTime() - h.clock.now().getTime() + 1_000);
      await runJob();
    };

    it('caps registrations per IP; a red envelope cannot leave before its turnover; hedges count one bet per draw; the referral reward waits for a deposit', async () => {
      const saved = await operator(h.app, 'PUT', '/api/operator/wallet/settings', { merchantCode: 'FORTUNA', referralReward: REFERRAL_REWARD });
      expect(saved.json().value).toMatchObject({ wageringMultiplier: 1, rebateWagering: false, referralReward: REFERRAL_REWARD });
      const upline = await walletMember(h.app);
      // The upline's invitation code, as registration gives every member one.
      const code = `UP${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
      await h.app.db.update(members).set({ affiliateCode: code }).where(eq(members.id, upline.id));
      const envelope = await redEnvelope();

      // 10 registrations from one IP in one instant: the cap (5 an hour) refuses the extra ones.
      const ip = freshIp();
      const attempts = [];
      for (let i = 0; i < 10; i++) attempts.push(await register(code, ip));
      const accepted = attempts.filter((a) => a.response.statusCode === 200);
      const refused = attempts.filter((a) => a.response.statusCode !== 200);
      expect(accepted).toHaveLength(PER_IP);
      expect(refused.map((a) => [a.response.statusCode, a.response.json().code])).toEqual(Array(10 - PER_IP).fill([429, 'REGISTRATION_LIMITED']));
      // Registering pays the upline nothing.
      expect(await mainBalance(h.app, upline)).toBe(0);

      const farm = await Promise.all(accepted.map((a) => asMember(a.username, a.response.json().value.token as string, ip)));
      for (const member of farm) {
        expect((await member.row()).uplineId).toBe(upline.id);
        const opened = await call(h.app, member, 'POST', '/api/rewards/red-envelope', { promotionId: envelope });
        expect(opened.json().value).toEqual({ amount: ENVELOPE, replayed: false });
        expect(await wagering(member)).toEqual({ required: ENVELOPE, outstanding: ENVELOPE });
        const sent = await toUpline(member, ENVELOPE);
        expect(sent.statusCode).toBe(409);
        expect(sent.json()).toMatchObject({ code: 'WAGERING_REQUIRED', value: { remaining: ENVELOPE, remainingText: '9.00' } });
        expect(await mainBalance(h.app, member)).toBe(ENVELOPE);
      }
      // The upline ends no richer.
      expect(await mainBalance(h.app, upline)).toBe(0);

      // No bonus is withdrawable before its turnover.
      const [first, second] = farm as [WalletMember, WalletMember];
      const pw = await postE(h.app, '/api/wallet/withdraw-password', { password: PASSWORD, withdrawPassword: WITHDRAW_PASSWORD, confirmWithdrawPassword: WITHDRAW_PASSWORD }, { token: first.token, ip });
      expect(pw.statusCode, pw.body).toBe(200);
      const withdraw = () =>
        postE(h.app, '/api/wallet/withdraw', { idempotencyKey: key(), withdrawPassword: WITHDRAW_PASSWORD, receivingAddress: 'Demo Bank 0001-2', amount: ENVELOPE }, { token: first.token, ip });
      const blocked = await withdraw();
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().code).toBe('WAGERING_REQUIRED');
      expect((await call(h.app, first, 'GET', '/api/wallet/withdraw-info')).json().value.wagering).toEqual({ required: ENVELOPE, outstanding: ENVELOPE });

      // Hedged bets: every draw covers all outcomes. Money of its own to bet with (not a bonus).
      await credit(h.app, first.account, 20_00);
      expect((await wagering(first)).outstanding).toBe(ENVELOPE);
      await hedgedDraw(first);
      // 4.00 staked and settled: 5.00 of the 9.00 still owed, still refused.
      expect(await wagering(first)).toEqual({ required: ENVELOPE, outstanding: ENVELOPE - 4_00 });
      expect((await toUpline(first, 1_00)).json()).toMatchObject({ code: 'WAGERING_REQUIRED', value: { remaining: ENVELOPE - 4_00 } });
      await hedgedDraw(first);
      await hedgedDraw(first);
      const missions = (await call(h.app, first, 'GET', '/api/missions')).json().value.missions as { id: string; progress: number; done: boolean }[];
      // 12 bet rows on 3 draws are 3 bets; a hedge never pays more than it staked, so it is no win.
      expect(missions.find((m) => m.id === 'PLACE_10_BETS')).toMatchObject({ progress: 3, done: false });
      expect(missions.find((m) => m.id === 'WIN_ONCE')).toMatchObject({ progress: 0, done: false });
      expect((await call(h.app, first, 'POST', '/api/missions/claim', { missionId: 'WIN_ONCE' })).json().code).toBe('MISSION_NOT_COMPLETE');

      // 12.00 of turnover paid the 9.00 off: now the member's money may move.
      expect(await wagering(first)).toEqual({ required: ENVELOPE, outstanding: 0 });
      const sent = await toUpline(first, 1_00);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(await mainBalance(h.app, upline)).toBe(1_00);

      // The referral reward arrives with the referred member's first approved deposit, once.
      const receipt = (await call(h.app, second, 'POST', '/api/wallet/uploads', { filename: 'r.jpg', contentType: 'image/jpeg', dataBase64: JPEG_BYTES.toString('base64') })).json().value.uploadId as string;
      const depositOf = async (amount: number) => {
        const pending = await call(h.app, second, 'POST', '/api/wallet/deposit', { idempotencyKey: key(), channelCode: 'BANK', amount, receiptUploadId: receipt });
        expect(pending.statusCode, pending.body).toBe(200);
        return pending.json().value.id as number;
      };
      const firstDeposit = await depositOf(50_00);
      const secondDeposit = await depositOf(60_00);
      expect(await mainBalance(h.app, upline)).toBe(1_00);
      const decided = await Promise.all([firstDeposit, secondDeposit].map((depositId) =>
        operator(h.app, 'POST', '/api/operator/wallet/deposits/decide', { idempotencyKey: key(), depositId, decision: 'approve' }),
      ));
      expect(decided.map((d) => d.statusCode)).toEqual([200, 200]);
      expect(await mainBalance(h.app, upline)).toBe(1_00 + REFERRAL_REWARD);
      expect(await countTransfers(h.app.db, sql`idempotency_key = ${referralRewardKey(second.id)}`)).toBe(1);
      // The reward is bonus money: it carries the upline's own wagering requirement.
      expect(await wagering(upline)).toEqual({ required: REFERRAL_REWARD, outstanding: REFERRAL_REWARD });

      const { audit } = await auditLedgerRows(h.app.db, 'FORTUNA');
      expect(audit).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0, driftedAccounts: 0 });
      // A whole journey of ~60 calls (10 registrations with their proofs of work): PGlite on a busy machine needs time.
    }, 180_000);
  });
}
