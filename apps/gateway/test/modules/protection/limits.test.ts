import { randomUUID } from 'node:crypto';
import { envelopeOf, limitsSchema, lotteryLobbyCall, protectionStatusSchema, type Limits } from '@platform/shared/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/http/http-error';
import { assertStakeWithinLimits } from '../../../src/modules/protection/guards';
import { MINUTE, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, key, openWalletHarness, walletMember, type WalletMember } from '../../support/wallet';

const HOUR = 60 * MINUTE;
const limitsEnvelope = envelopeOf(limitsSchema);

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`protection limits on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const setLimit = (member: WalletMember, kind: string, period: string, value: number | null) =>
      call(h.app, member, 'POST', '/api/protection/limits', { kind, period, value });
    const limitsOf = async (member: WalletMember): Promise<Limits> => {
      const response = await call(h.app, member, 'GET', '/api/protection/limits');
      expect(response.statusCode, response.body).toBe(200);
      return limitsEnvelope.parse(response.json()).value!;
    };
    const limit = async (member: WalletMember, kind: string, period: string) =>
      (await limitsOf(member)).limits.find((l) => l.kind === kind && l.period === period)!;
    const deposit = (member: WalletMember, amount: number) =>
      call(h.app, member, 'POST', '/api/wallet/deposit', { idempotencyKey: key(), channelCode: 'BANK', amount });

    it('lists every kind and period, unset, with the jurisdiction delay of 24 hours', async () => {
      const member = await walletMember(h.app);
      const all = await limitsOf(member);
      expect(all.increaseDelayHours).toBe(24);
      expect(all.limits.map((l) => `${l.kind}:${l.period}`)).toEqual([
        'deposit:day', 'deposit:week', 'deposit:month',
        'loss:day', 'loss:week', 'loss:month',
        'wager:day', 'wager:week', 'wager:month',
        'session:session',
      ]);
      expect(all.limits.every((l) => l.current === null && l.pending === null && l.pendingFrom === null)).toBe(true);
    });

    it('applies a decrease at once and an increase or a removal only after 24 hours', async () => {
      const member = await walletMember(h.app);
      expect((await setLimit(member, 'deposit', 'day', 100_00)).statusCode).toBe(200);
      expect(await limit(member, 'deposit', 'day')).toMatchObject({ current: 100_00, pending: null });

      const raisedAt = h.clock.now().getTime();
      const raised = limitsEnvelope.parse((await setLimit(member, 'deposit', 'day', 200_00)).json()).value!;
      expect(raised.limits.find((l) => l.kind === 'deposit' && l.period === 'day')).toMatchObject({
        current: 100_00,
        pending: 200_00,
        pendingFrom: new Date(raisedAt + 24 * HOUR).toISOString(),
      });

      // A decrease applies at once and drops the raise that was waiting.
      await setLimit(member, 'deposit', 'day', 50_00);
      expect(await limit(member, 'deposit', 'day')).toMatchObject({ current: 50_00, pending: null, pendingFrom: null });

      await setLimit(member, 'deposit', 'day', 80_00);
      h.clock.advance(24 * HOUR - MINUTE);
      await member.relogin();
      expect(await limit(member, 'deposit', 'day')).toMatchObject({ current: 50_00, pending: 80_00 });
      expect((await deposit(member, 60_00)).json().code).toBe('DEPOSIT_LIMIT_EXCEEDED');
      h.clock.advance(2 * MINUTE);
      expect(await limit(member, 'deposit', 'day')).toMatchObject({ current: 80_00, pending: null });
      expect((await deposit(member, 60_00)).statusCode).toBe(200);

      // Removing a limit is an increase too.
      await setLimit(member, 'deposit', 'day', null);
      expect(await limit(member, 'deposit', 'day')).toMatchObject({ current: 80_00, pending: null });
      expect((await limit(member, 'deposit', 'day')).pendingFrom).not.toBeNull();
      h.clock.advance(24 * HOUR + MINUTE);
      await member.relogin();
      expect(await limit(member, 'deposit', 'day')).toMatchObject({ current: null, pending: null, pendingFrom: null });
    });

    it('refuses a deposit over the 24-hour or the 7-day limit, and the windows roll', async () => {
      const member = await walletMember(h.app);
      await setLimit(member, 'deposit', 'day', 100_00);
      await setLimit(member, 'deposit', 'week', 150_00);
      expect((await deposit(member, 60_00)).statusCode).toBe(200);
      const over = await deposit(member, 50_00);
      expect(over.statusCode).toBe(403);
      expect(over.json()).toMatchObject({ code: 'DEPOSIT_LIMIT_EXCEEDED', value: { kind: 'deposit', period: 'day', limit: 100_00, used: 60_00, remaining: 40_00 } });
      expect(over.json().message).toContain('24-hour deposit limit');
      expect((await deposit(member, 40_00)).statusCode).toBe(200);
      expect((await limit(member, 'deposit', 'day')).used).toBe(100_00);

      h.clock.advance(25 * HOUR);
      await member.relogin();
      const weekly = await deposit(member, 60_00);
      expect(weekly.json()).toMatchObject({ code: 'DEPOSIT_LIMIT_EXCEEDED', value: { period: 'week', used: 100_00 } });
      expect((await deposit(member, 50_00)).statusCode).toBe(200);

      h.clock.advance(7 * 24 * HOUR);
      await member.relogin();
      expect((await deposit(member, 100_00)).statusCode).toBe(200);
    });

    it('limits stakes (wager) and stakes less winnings (loss) over each window, from the ledger', async () => {
      const member = await walletMember(h.app, { balance: 1_000_00 });
      const row = await member.row();
      await setLimit(member, 'wager', 'day', 300_00);
      await setLimit(member, 'loss', 'week', 150_00);
      const check = async (stake: number) => {
        try {
          await assertStakeWithinLimits(h.app.db, member.id, stake, h.clock.now());
          return 'ok';
        } catch (error) {
          if (error instanceof HttpError) return error.code;
          throw error;
        }
      };
      await h.app.wallet.placeBet(row, { betKey: randomUUID(), amount: 100_00, category: 'RNG' });
      await h.app.wallet.settleWin(row, { winKey: randomUUID(), amount: 40_00, category: 'RNG' });
      // Staked 100, won 40: a net loss of 60; the worst case of a 100 stake is a loss of 160.
      expect(await check(90_00)).toBe('ok');
      expect(await check(91_00)).toBe('LOSS_LIMIT_EXCEEDED');
      await h.app.wallet.placeBet(row, { betKey: randomUUID(), amount: 50_00, category: 'RNG' });
      await h.app.wallet.settleWin(row, { winKey: randomUUID(), amount: 150_00, category: 'RNG' });
      // Staked 150, won 190: ahead by 40, so the loss limit leaves room; the wager limit (150 of 300) binds.
      expect(await check(150_00)).toBe('ok');
      expect(await check(151_00)).toBe('WAGER_LIMIT_EXCEEDED');
      expect((await limit(member, 'wager', 'day')).used).toBe(150_00);
      expect((await limit(member, 'loss', 'week')).used).toBe(0);
      // A day later the wager window is empty; the week still counts every stake.
      h.clock.advance(24 * HOUR + MINUTE);
      expect(await check(190_00)).toBe('ok');
      expect(await check(191_00)).toBe('LOSS_LIMIT_EXCEEDED');
    });

    it('refuses an in-house round over the wager limit and moves no money', async () => {
      const member = await walletMember(h.app, { balance: 100_00 });
      await setLimit(member, 'wager', 'day', 5_00);
      const round = (bet: number) =>
        call(h.app, member, 'POST', '/api/games/in-house/rounds', { roundId: randomUUID(), gameCode: 'PGE_DICE', bet, pick: 'LOW' });
      expect((await round(5_00)).statusCode).toBe(200);
      const refused = await round(1_00);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('WAGER_LIMIT_EXCEEDED');
      expect((await limit(member, 'wager', 'day')).used).toBe(5_00);
    });

    it('refuses a lottery slip over the loss limit, and still answers a replay of an earlier slip', async () => {
      const member = await walletMember(h.app, { balance: 100_00 });
      await setLimit(member, 'loss', 'day', 15_00);
      // 10 s into a fresh 5-minute period, so betting is open for every game.
      const now = h.clock.now().getTime();
      h.clock.advance(Math.ceil((now + 1) / 300_000) * 300_000 + 10_000 - now);
      await member.relogin();
      const lobby = await h.app.inject({ method: 'GET', url: '/api/lottery/lobby?data=TEN_BALL' });
      const periodId = envelopeOf(lotteryLobbyCall.response).parse(lobby.json()).value![0]!.current.periodId;
      const slip = (idempotencyKey: string, stake: number) =>
        call(h.app, member, 'POST', '/api/lottery/bets', { idempotencyKey, gameCode: 'TEN_BALL', periodId, bets: [{ betType: 'BIG', stake }] });
      const firstKey = key();
      const first = await slip(firstKey, 10_00);
      expect(first.statusCode, first.body).toBe(200);
      const refused = await slip(key(), 6_00);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'LOSS_LIMIT_EXCEEDED', value: { period: 'day', limit: 15_00, used: 10_00 } });
      expect((await slip(key(), 5_00)).statusCode).toBe(200);
      // The replay is answered (the lottery answers the stored bets), not refused by the limit it now meets.
      const replay = await slip(firstKey, 10_00);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().value.bets).toEqual(first.json().value.bets);
    });

    it('ends a session at the session-time limit even while it is in use', async () => {
      const member = await walletMember(h.app);
      expect((await setLimit(member, 'session', 'session', 30)).statusCode).toBe(200);
      const status = protectionStatusSchema.parse((await call(h.app, member, 'GET', '/api/protection/status')).json().value);
      expect(status.sessionEndsAt).not.toBeNull();
      for (let i = 0; i < 2; i++) {
        h.clock.advance(14 * MINUTE);
        expect((await call(h.app, member, 'GET', '/api/protection/limits')).statusCode).toBe(200);
      }
      h.clock.advance(3 * MINUTE);
      const ended = await call(h.app, member, 'GET', '/api/protection/limits');
      expect(ended.statusCode).toBe(401);
      // A new session gets the same cap from its own start.
      await member.relogin();
      expect(new Date(protectionStatusSchema.parse((await call(h.app, member, 'GET', '/api/protection/status')).json().value).sessionEndsAt!).getTime()).toBe(
        h.clock.now().getTime() + 30 * MINUTE,
      );
    });

    it('refuses a session limit with a money period, minutes out of range, and any limit for a trial account', async () => {
      const member = await walletMember(h.app);
      expect((await setLimit(member, 'session', 'day', 30)).json().code).toBe('VALIDATION_FAILED');
      expect((await setLimit(member, 'deposit', 'session', 30)).json().code).toBe('VALIDATION_FAILED');
      expect((await setLimit(member, 'session', 'session', 4)).json().code).toBe('VALIDATION_FAILED');
      expect((await setLimit(member, 'deposit', 'day', 0)).json().code).toBe('VALIDATION_FAILED');
      const trial = await walletMember(h.app, { type: 4 });
      expect((await setLimit(trial, 'deposit', 'day', 10_00)).json().code).toBe('TRIAL_BLOCKED');
    });

    it.skipIf(backend.name !== 'PostgreSQL')('lets only one of two concurrent deposits pass a limit they would both break together', async () => {
      const member = await walletMember(h.app);
      await setLimit(member, 'deposit', 'day', 100_00);
      const results = await Promise.all([deposit(member, 60_00), deposit(member, 60_00), deposit(member, 60_00)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403, 403]);
      expect((await limit(member, 'deposit', 'day')).used).toBe(60_00);
    });
  });
}
