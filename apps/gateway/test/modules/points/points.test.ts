import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { pointsForTurnover } from '../../../src/modules/points/rules';
import { createPointsRepository } from '../../../src/modules/points/repository';
import { demoPointsRows } from '../../../src/modules/points/seed';
import { POINTS_CALLS_PER_MINUTE } from '../../../src/modules/points/service';
import { MINUTE, postE, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { PASSWORD, auditLedger, call, mainBalance, openWalletHarness, operator, walletMember, type WalletMember } from '../../support/wallet';

describe('points for turnover', () => {
  it('counts the whole turnover, so the part of a bet below one point carries over to the next bet', () => {
    expect(pointsForTurnover(0, 50, 100)).toBe(0);
    expect(pointsForTurnover(50, 50, 100)).toBe(1);
    expect(pointsForTurnover(100, 1_050, 100)).toBe(10);
    expect(pointsForTurnover(1_150, 0, 100)).toBe(0);
  });
});

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The points ledger's invariants, from the raw rows: no negative balance, and each balance is the sum of its entries. */
async function auditPoints(db: Db) {
  const found = await rows<{ negative: number; drifted: number }>(
    db,
    sql`select count(*) filter (where a.balance < 0)::int as negative,
               count(*) filter (where a.balance <> coalesce((select sum(e.points) from points_entries e where e.member_id = a.member_id), 0))::int as drifted
          from points_accounts a`,
  );
  return found[0]!;
}

async function countRows(db: Db, table: 'points_redemptions' | 'points_entries', memberId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)} where member_id = ${memberId}`);
  return Number(row!.n);
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`points mall on ${backend.name}`, () => {
    let h: AuthHarness;
    let rewardIds: number[] = [];
    beforeAll(async () => {
      h = await openWalletHarness(backend);
      const { rewards, sponsors } = demoPointsRows('FORTUNA');
      await createPointsRepository(h.app.db).seed(rewards, sponsors);
      const listed = await call(h.app, await walletMember(h.app), 'GET', '/api/points/rewards');
      // 500 points for 5.00, 1,000 for 12.00, ...
      rewardIds = listed.json().value.rows.map((row: { id: number }) => row.id);
    });
    afterAll(async () => {
      await h?.close();
    });

    const settings = (body: object) => operator(h.app, 'PUT', '/api/operator/points/settings', { merchantCode: 'FORTUNA', ...body });
    /** A real in-house round: its stake is the turnover. */
    const playRound = (member: WalletMember, bet: number, roundId = randomUUID()) =>
      call(h.app, member, 'POST', '/api/games/in-house/rounds', { roundId, gameCode: 'PGE_SLOT3', bet });
    const summary = async (member: WalletMember) => (await call(h.app, member, 'GET', '/api/points/balance')).json().value;
    const redeem = (member: WalletMember, body: object) =>
      postE(h.app, '/api/points/redeem', { idempotencyKey: randomUUID(), password: PASSWORD, ...body }, { token: member.token, ip: member.ip });
    const convert = (member: WalletMember, body: object) =>
      postE(h.app, '/api/points/convert', { idempotencyKey: randomUUID(), password: PASSWORD, ...body }, { token: member.token, ip: member.ip });
    const decide = (redeemId: number, decision: 'approve' | 'reject', remark?: string) =>
      operator(h.app, 'POST', '/api/operator/points/redeem/decision', { merchantCode: 'FORTUNA', redeemId, decision, ...(remark ? { remark } : {}) });
    /** A member with `points` earned on real turnover (one point per minor unit while the suite's rule says so). */
    const memberWith = async (points: number) => {
      const member = await walletMember(h.app, { balance: 100_000_00 });
      if (points > 0) expect((await playRound(member, points)).statusCode).toBe(200);
      expect((await summary(member)).balance).toBe(points);
      return member;
    };

    it('earns one point per 1.00 of turnover by default, once per bet, and never on play money', async () => {
      await settings({ turnoverPerPoint: 100 });
      const member = await walletMember(h.app, { balance: 1_000_00 });
      expect(await summary(member)).toMatchObject({ balance: 0, earned: 0, config: { turnoverPerPoint: 100, pointValue: 1, minConvertPoints: 100, expires: false } });
      const roundId = randomUUID();
      await playRound(member, 10_50, roundId);
      await playRound(member, 10_50, roundId); // a replay of the same round
      expect(await summary(member)).toMatchObject({ balance: 10, earned: 10, turnover: 10_50 });
      await playRound(member, 50);
      expect((await summary(member)).balance).toBe(11);
      const trial = await walletMember(h.app, { type: 4 });
      expect((await playRound(trial, 5_00)).statusCode).toBe(200);
      expect(await countRows(h.app.db, 'points_entries', trial.id)).toBe(0);
      expect((await call(h.app, trial, 'GET', '/api/points/balance')).json().code).toBe('TRIAL_BLOCKED');
      await settings({ turnoverPerPoint: 1 });
    });

    it('redeem is password-checked and encrypted: a wrong password or a plain body writes nothing', async () => {
      const member = await memberWith(600);
      const wrong = await redeem(member, { rewardId: rewardIds[0], password: 'not-my-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('OLD_PASSWORD_WRONG');
      const plain = await call(h.app, member, 'POST', '/api/points/redeem', { idempotencyKey: randomUUID(), rewardId: rewardIds[0], password: PASSWORD });
      expect(plain.json().code).toBe('BAD_REQUEST');
      expect(await countRows(h.app.db, 'points_redemptions', member.id)).toBe(0);
      expect((await summary(member)).balance).toBe(600);
    });

    it('redeem spends the points and records the redeem in process; too few points is INSUFFICIENT_POINTS with nothing written', async () => {
      const member = await memberWith(600);
      const short = await redeem(member, { rewardId: rewardIds[1] }); // 1,000 points
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_POINTS', value: { balance: 600, needed: 1_000 } });
      expect(await countRows(h.app.db, 'points_redemptions', member.id)).toBe(0);
      expect(await countRows(h.app.db, 'points_entries', member.id)).toBe(1);

      const done = (await redeem(member, { rewardId: rewardIds[0] })).json().value;
      expect(done).toMatchObject({ balance: 100, record: { points: 500, amount: 5_00, status: 'in_process', remark: '' } });
      const records = (await call(h.app, member, 'POST', '/api/points/redeem-records', {})).json().value;
      expect(records).toMatchObject({ total: 1, rows: [{ id: done.record.id, points: 500, amount: 5_00, status: 'in_process' }] });
      expect(Date.parse(records.rows[0].time)).not.toBeNaN();
      const details = (await call(h.app, member, 'POST', '/api/points/details', {})).json().value;
      expect(details.rows.map((row: { kind: string; points: number; balanceAfter: number }) => [row.kind, row.points, row.balanceAfter])).toEqual([
        ['redeem', -500, 100],
        ['earn', 600, 600],
      ]);
    });

    it('redeem is idempotent: the same key twice, even at the same time, is one redeem; the key with another reward is refused', async () => {
      const member = await memberWith(1_200);
      const idempotencyKey = randomUUID();
      const [a, b] = await Promise.all([redeem(member, { idempotencyKey, rewardId: rewardIds[0] }), redeem(member, { idempotencyKey, rewardId: rewardIds[0] })]);
      expect(a.json().value.record.id).toBe(b.json().value.record.id);
      const again = await redeem(member, { idempotencyKey, rewardId: rewardIds[0] });
      expect(again.json().value.record.id).toBe(a.json().value.record.id);
      expect((await redeem(member, { idempotencyKey, rewardId: rewardIds[1] })).json().code).toBe('IDEMPOTENCY_MISMATCH');
      expect(await countRows(h.app.db, 'points_redemptions', member.id)).toBe(1);
      expect((await summary(member)).balance).toBe(700);
    });

    it('concurrent redeems never take the balance below zero', async () => {
      const member = await memberWith(1_000);
      const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(member, { rewardId: rewardIds[0] })));
      const codes = answers.map((answer) => answer.json().code ?? 'OK').sort();
      expect(codes).toEqual(['INSUFFICIENT_POINTS', 'INSUFFICIENT_POINTS', 'INSUFFICIENT_POINTS', 'OK', 'OK']);
      expect((await summary(member)).balance).toBe(0);
      expect(await countRows(h.app.db, 'points_redemptions', member.id)).toBe(2);
      expect(await auditPoints(h.app.db)).toEqual({ negative: 0, drifted: 0 });
    });

    it('approve pays the amount into the main wallet exactly once; reject afterwards is REDEEM_DECIDED', async () => {
      const member = await memberWith(500);
      const record = (await redeem(member, { rewardId: rewardIds[0] })).json().value.record;
      const before = await mainBalance(h.app, member);
      const answers = await Promise.all([decide(record.id, 'approve'), decide(record.id, 'approve')]);
      expect(answers.map((answer) => answer.json().value.status)).toEqual(['approved', 'approved']);
      expect(await mainBalance(h.app, member)).toBe(before + 5_00);
      expect((await decide(record.id, 'reject')).json().code).toBe('REDEEM_DECIDED');
      expect((await decide(record.id, 'approve')).json().value.status).toBe('approved');
      expect(await mainBalance(h.app, member)).toBe(before + 5_00);
      expect((await summary(member)).balance).toBe(0);
      expect(await auditLedger(h.app.db)).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0, driftedAccounts: 0 });
    });

    it('reject gives the points back exactly once, with the remark; approve afterwards is REDEEM_DECIDED', async () => {
      const member = await memberWith(500);
      const record = (await redeem(member, { rewardId: rewardIds[0] })).json().value.record;
      const before = await mainBalance(h.app, member);
      await Promise.all([decide(record.id, 'reject', 'Out of stock'), decide(record.id, 'reject', 'Out of stock')]);
      expect((await decide(record.id, 'approve')).json().code).toBe('REDEEM_DECIDED');
      expect((await summary(member)).balance).toBe(500);
      expect(await mainBalance(h.app, member)).toBe(before);
      const records = (await call(h.app, member, 'POST', '/api/points/redeem-records', {})).json().value;
      expect(records.rows[0]).toMatchObject({ status: 'rejected', remark: 'Out of stock' });
      expect(await auditPoints(h.app.db)).toEqual({ negative: 0, drifted: 0 });
    });

    it('convert moves points out and money into the main wallet atomically, once per key, above the minimum', async () => {
      const member = await memberWith(300);
      const before = await mainBalance(h.app, member);
      expect((await convert(member, { points: 99 })).json()).toMatchObject({ code: 'POINTS_BELOW_MINIMUM', value: { min: 100 } });
      expect((await convert(member, { points: 200, password: 'wrong-one' })).json().code).toBe('OLD_PASSWORD_WRONG');
      const idempotencyKey = randomUUID();
      const [a, b] = await Promise.all([convert(member, { idempotencyKey, points: 200 }), convert(member, { idempotencyKey, points: 200 })]);
      const values = [a, b].filter((answer) => answer.statusCode === 200).map((answer) => answer.json().value);
      expect(values[0]).toEqual({ points: 200, amount: 2_00, balance: 100 });
      expect((await convert(member, { idempotencyKey, points: 200 })).json().value).toEqual({ points: 200, amount: 2_00, balance: 100 });
      expect(await mainBalance(h.app, member)).toBe(before + 2_00);
      // Too few points: the money leg posted first is rolled back with it.
      expect((await convert(member, { points: 150 })).json().code).toBe('INSUFFICIENT_POINTS');
      expect(await mainBalance(h.app, member)).toBe(before + 2_00);
      expect((await summary(member)).balance).toBe(100);
      expect(await auditLedger(h.app.db)).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0, driftedAccounts: 0 });
      expect(await auditPoints(h.app.db)).toEqual({ negative: 0, drifted: 0 });
    });

    it(`rate-limits redeems to ${POINTS_CALLS_PER_MINUTE} a minute per member`, async () => {
      const member = await memberWith(5_000);
      for (let i = 0; i < POINTS_CALLS_PER_MINUTE; i++) expect((await redeem(member, { rewardId: rewardIds[0] })).statusCode).toBe(200);
      const limited = await redeem(member, { rewardId: rewardIds[0] });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      h.clock.advance(MINUTE + 1);
      expect((await redeem(member, { rewardId: rewardIds[0] })).json().code).toBe('INSUFFICIENT_POINTS');
    });

    it('serves the brand sponsorships in the requested language to visitors', async () => {
      const response = await h.app.inject({ method: 'GET', url: '/api/content/sponsors?language=PT' });
      const value = response.json().value;
      expect(value.rows.map((row: { name: string }) => row.name)).toEqual(['Maratona da Cidade', 'Liga Juvenil de Futebol', 'Taça Aberta de Esports']);
      expect(value.rows[0]).toMatchObject({ since: '2024', linkUrl: null });
    });
  });
}
