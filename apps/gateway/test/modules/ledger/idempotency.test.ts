import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, idempotencyKeys, withdrawals } from '../../../src/db/wallet-schema';
import { LEASE_MS, canonicalJson, requestHash } from '../../../src/modules/ledger/idempotency';
import { MINUTE, postE, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import {
  PNG_BYTES,
  WITHDRAW_PASSWORD,
  auditLedger,
  call,
  countTransfers,
  key,
  mainBalance,
  openWalletHarness,
  operator,
  walletMember,
  type WalletMember,
} from '../../support/wallet';

const transfersWithKey = (app: FastifyInstance, idempotencyKey: string) =>
  countTransfers(app.db, sql`idempotency_key like ${`%${idempotencyKey}`}`);

function expectSameAnswer(first: LightMyRequestResponse, replay: LightMyRequestResponse): void {
  expect(replay.statusCode).toBe(first.statusCode);
  // Byte for byte: the replay is the stored text of the first answer.
  expect(replay.body).toBe(first.body);
}

describe('idempotency request hash', () => {
  it('hashes canonical JSON: key order does not matter, values do', () => {
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
    expect(requestHash('x', { a: 1, b: 2 })).toBe(requestHash('x', { b: 2, a: 1 }));
    expect(requestHash('x', { a: 1 })).not.toBe(requestHash('x', { a: 2 }));
    expect(requestHash('x', { a: 1 })).not.toBe(requestHash('y', { a: 1 }));
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`idempotency of the money calls on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const relay = (member: WalletMember, idempotencyKey: string, amount: number) =>
      call(h.app, member, 'POST', '/api/wallet/transfer', { idempotencyKey, from: 'MAIN', to: 'SBX', amount });
    const withdraw = (member: WalletMember, idempotencyKey: string, amount: number, receivingAddress = 'Bank 1 / 0001') =>
      postE(h.app, '/api/wallet/withdraw', { idempotencyKey, amount, withdrawPassword: WITHDRAW_PASSWORD, receivingAddress }, { token: member.token, ip: member.ip });
    const requestedWithdrawal = async (member: WalletMember, amount: number) => (await withdraw(member, key(), amount)).json().value.id as number;

    describe('a sequential replay answers the first answer byte for byte and posts one transfer', () => {
      it('transfer relay', async () => {
        const member = await walletMember(h.app, { balance: 100_00 });
        const k = key();
        const first = await relay(member, k, 40_00);
        expect(first.statusCode).toBe(200);
        expectSameAnswer(first, await relay(member, k, 40_00));
        expectSameAnswer(first, await relay(member, k, 40_00));
        expect(await transfersWithKey(h.app, k)).toBe(1);
        expect(await mainBalance(h.app, member)).toBe(60_00);
      });

      it('deposit', async () => {
        const member = await walletMember(h.app);
        const k = key();
        const body = { idempotencyKey: k, channelCode: 'BANK', amount: 30_00 };
        const first = await call(h.app, member, 'POST', '/api/wallet/deposit', body);
        expect(first.statusCode).toBe(200);
        expectSameAnswer(first, await call(h.app, member, 'POST', '/api/wallet/deposit', body));
        expect(await h.app.db.select().from(deposits).where(eq(deposits.memberId, member.id))).toHaveLength(1);
      });

      it('withdraw (E)', async () => {
        const member = await walletMember(h.app, { balance: 100_00, withdrawPassword: true });
        const k = key();
        const first = await withdraw(member, k, 70_00);
        expect(first.statusCode).toBe(200);
        expectSameAnswer(first, await withdraw(member, k, 70_00));
        expect(await transfersWithKey(h.app, k)).toBe(1);
        expect(await h.app.db.select().from(withdrawals).where(eq(withdrawals.memberId, member.id))).toHaveLength(1);
        expect(await mainBalance(h.app, member)).toBe(30_00);
      });

      it('operator deposit decision', async () => {
        const member = await walletMember(h.app);
        const deposit = (await call(h.app, member, 'POST', '/api/wallet/deposit', { idempotencyKey: key(), channelCode: 'BANK', amount: 20_00 })).json().value;
        const body = { idempotencyKey: key(), depositId: deposit.id, decision: 'approve' };
        const first = await operator(h.app, 'POST', '/api/operator/wallet/deposits/decide', body);
        expect(first.statusCode).toBe(200);
        expectSameAnswer(first, await operator(h.app, 'POST', '/api/operator/wallet/deposits/decide', body));
        expect(await countTransfers(h.app.db, sql`idempotency_key = ${`deposit:${deposit.id}`}`)).toBe(1);
        expect(await mainBalance(h.app, member)).toBe(20_00);
        // A new key for a decided deposit is a new request, refused.
        const again = await operator(h.app, 'POST', '/api/operator/wallet/deposits/decide', { ...body, idempotencyKey: key() });
        expect(again.statusCode).toBe(409);
        expect(again.json().code).toBe('DEPOSIT_NOT_PENDING');
      });

      it('operator withdrawal decision', async () => {
        const member = await walletMember(h.app, { balance: 50_00, withdrawPassword: true });
        const id = await requestedWithdrawal(member, 50_00);
        const body = { idempotencyKey: key(), withdrawalId: id, decision: 'pay' };
        const first = await operator(h.app, 'POST', '/api/operator/wallet/withdrawals/decide', body);
        expect(first.statusCode).toBe(200);
        expectSameAnswer(first, await operator(h.app, 'POST', '/api/operator/wallet/withdrawals/decide', body));
        expect(await countTransfers(h.app.db, sql`idempotency_key = ${`withdrawal:${id}:payout`}`)).toBe(1);
      });

      it('operator dispute resolution', async () => {
        const member = await walletMember(h.app, { balance: 50_00, withdrawPassword: true });
        const id = await requestedWithdrawal(member, 50_00);
        await operator(h.app, 'POST', '/api/operator/wallet/withdrawals/decide', { idempotencyKey: key(), withdrawalId: id, decision: 'pay' });
        const upload = (
          await call(h.app, member, 'POST', '/api/wallet/uploads', { filename: 'p.png', contentType: 'image/png', dataBase64: PNG_BYTES.toString('base64') })
        ).json().value.uploadId as string;
        await call(h.app, member, 'POST', '/api/wallet/withdrawals/confirm', { withdrawalId: id, receipt: 'not_received', proofUploadIds: [upload] });
        const body = { idempotencyKey: key(), withdrawalId: id, resolution: 'refund' };
        const first = await operator(h.app, 'POST', '/api/operator/wallet/withdrawals/resolve', body);
        expect(first.statusCode).toBe(200);
        expectSameAnswer(first, await operator(h.app, 'POST', '/api/operator/wallet/withdrawals/resolve', body));
        expect(await countTransfers(h.app.db, sql`idempotency_key = ${`withdrawal:${id}:refund`}`)).toBe(1);
        expect(await mainBalance(h.app, member)).toBe(50_00);
      });

      it('operator credit', async () => {
        const member = await walletMember(h.app);
        const body = { idempotencyKey: key(), merchantCode: 'FORTUNA', account: member.account, amount: 12_34 };
        const first = await operator(h.app, 'POST', '/api/operator/wallet/credit', body);
        expect(first.statusCode).toBe(200);
        expectSameAnswer(first, await operator(h.app, 'POST', '/api/operator/wallet/credit', body));
        expect(await transfersWithKey(h.app, body.idempotencyKey)).toBe(1);
        expect(await mainBalance(h.app, member)).toBe(12_34);
      });
    });

    it('answers 422 IDEMPOTENCY_MISMATCH for the same key with other parameters, and moves nothing', async () => {
      const member = await walletMember(h.app, { balance: 100_00 });
      const k = key();
      await relay(member, k, 10_00);
      const other = await relay(member, k, 11_00);
      expect(other.statusCode).toBe(422);
      expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');
      // The same key on another call is a mismatch too.
      const deposit = await call(h.app, member, 'POST', '/api/wallet/deposit', { idempotencyKey: k, channelCode: 'BANK', amount: 10_00 });
      expect(deposit.json().code).toBe('IDEMPOTENCY_MISMATCH');
      expect(await mainBalance(h.app, member)).toBe(90_00);
      expect(await transfersWithKey(h.app, k)).toBe(1);
    });

    it('keeps keys per caller: two members may use the same key', async () => {
      const [a, b] = [await walletMember(h.app, { balance: 10_00 }), await walletMember(h.app, { balance: 10_00 })];
      const k = key();
      expect((await relay(a, k, 1_00)).statusCode).toBe(200);
      expect((await relay(b, k, 2_00)).statusCode).toBe(200);
      expect(await transfersWithKey(h.app, k)).toBe(2);
    });

    it('answers 409 IDEMPOTENCY_IN_FLIGHT while the key runs, and lets a crashed owner be taken over after its lease', async () => {
      const member = await walletMember(h.app, { balance: 100_00 });
      const k = key();
      const at = h.clock.now();
      await h.app.db.insert(idempotencyKeys).values({
        scope: `member:${member.id}`,
        key: k,
        merchantCode: 'FORTUNA',
        memberId: member.id,
        callId: 'transferRelay',
        requestHash: requestHash('transferRelay', { from: 'MAIN', to: 'SBX', amount: 5_00 }),
        status: 'in_flight',
        leaseToken: 'another-instance',
        leaseUntil: new Date(at.getTime() + LEASE_MS),
        createdAt: at,
        updatedAt: at,
      });
      const busy = await relay(member, k, 5_00);
      expect(busy.statusCode).toBe(409);
      expect(busy.json().code).toBe('IDEMPOTENCY_IN_FLIGHT');
      expect(await transfersWithKey(h.app, k)).toBe(0);
      // Other parameters are refused outright, even in flight.
      expect((await relay(member, k, 6_00)).statusCode).toBe(422);

      h.clock.advance(LEASE_MS + MINUTE);
      await member.relogin();
      const taken = await relay(member, k, 5_00);
      expect(taken.statusCode).toBe(200);
      expectSameAnswer(taken, await relay(member, k, 5_00));
      expect(await transfersWithKey(h.app, k)).toBe(1);
    });

    it('replays an expected refusal (INSUFFICIENT_BALANCE) as the answer of its key, even once the money is there', async () => {
      const member = await walletMember(h.app, { balance: 10_00 });
      const k = key();
      const first = await relay(member, k, 20_00);
      expect(first.statusCode).toBe(400);
      expect(first.json().code).toBe('INSUFFICIENT_BALANCE');
      await operator(h.app, 'POST', '/api/operator/wallet/credit', { idempotencyKey: key(), merchantCode: 'FORTUNA', account: member.account, amount: 50_00 });
      expectSameAnswer(first, await relay(member, k, 20_00));
      expect(await transfersWithKey(h.app, k)).toBe(0);
      const [row] = await h.app.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, `member:${member.id}`), eq(idempotencyKeys.key, k)));
      expect(row).toMatchObject({ status: 'done', httpStatus: 400 });
    });

    it('does not use a key up on a wrong withdraw password: the retry with the right one goes through', async () => {
      const member = await walletMember(h.app, { balance: 10_00, withdrawPassword: true });
      const k = key();
      const wrong = await postE(
        h.app,
        '/api/wallet/withdraw',
        { idempotencyKey: k, amount: 5_00, withdrawPassword: 'Wrong999', receivingAddress: 'Bank 1' },
        { token: member.token, ip: member.ip },
      );
      expect(wrong.json().code).toBe('WITHDRAW_PASSWORD_WRONG');
      expect((await withdraw(member, k, 5_00, 'Bank 1')).statusCode).toBe(200);
    });

    it('gives concurrent replays of one key one transfer and one answer (a request that finds it running gets 409 and retries)', async () => {
      const member = await walletMember(h.app, { balance: 100_00 });
      const k = key();
      const responses = await Promise.all(Array.from({ length: 16 }, () => relay(member, k, 25_00)));
      const done = responses.filter((r) => r.statusCode === 200);
      expect(done.length).toBeGreaterThan(0);
      for (const r of responses) expect([200, 409]).toContain(r.statusCode);
      for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('IDEMPOTENCY_IN_FLIGHT');
      const retried = await Promise.all(responses.map((r) => (r.statusCode === 409 ? relay(member, k, 25_00) : Promise.resolve(r))));
      expect(new Set(retried.map((r) => r.body)).size).toBe(1);
      expect(retried[0]!.statusCode).toBe(200);
      expect(await transfersWithKey(h.app, k)).toBe(1);
      expect(await mainBalance(h.app, member)).toBe(75_00);
      expect(await auditLedger(h.app.db)).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0, driftedAccounts: 0 });
    });
  });
}
