import { envelopeOf, withdrawalSchema, withdrawalsCall } from '@platform/shared/api-contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawals } from '../../../src/db/wallet-schema';
import { buildApp } from '../../support/app';
import { MINUTE, authManifest, postE, type AuthHarness } from '../../support/auth';
import { backends, openPostgresInstances, postgresEnabled } from '../../support/backends';
import { createBrandsFixture } from '../../support/brands';
import {
  PASSWORD,
  PNG_BYTES,
  WITHDRAW_PASSWORD,
  auditLedger,
  call,
  key,
  mainBalance,
  openWalletHarness,
  operator,
  walletMember,
  type WalletMember,
} from '../../support/wallet';

const withdrawalEnvelope = envelopeOf(withdrawalSchema);
/** The window these suites configure (WITHDRAWAL_AUTO_CONFIRM_MINUTES), unlike the default 30. */
const WINDOW_MINUTES = 7;

async function uploadProof(app: FastifyInstance, member: WalletMember): Promise<string> {
  const response = await call(app, member, 'POST', '/api/wallet/uploads', {
    filename: 'proof.png',
    contentType: 'image/png',
    dataBase64: PNG_BYTES.toString('base64'),
  });
  return response.json().value.uploadId as string;
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`withdrawals on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend, { env: { WITHDRAWAL_AUTO_CONFIRM_MINUTES: String(WINDOW_MINUTES) } });
    });
    afterAll(async () => {
      await h?.close();
    });

    const withdraw = (member: WalletMember, body: Record<string, unknown>) =>
      postE(h.app, '/api/wallet/withdraw', { idempotencyKey: key(), withdrawPassword: WITHDRAW_PASSWORD, receivingAddress: 'Demo Bank 0001-2', ...body }, { token: member.token, ip: member.ip });
    const decide = (withdrawalId: number, decision: 'pay' | 'reject') =>
      operator(h.app, 'POST', '/api/operator/wallet/withdrawals/decide', { idempotencyKey: key(), withdrawalId, decision });
    const resolve = (withdrawalId: number, resolution: 'refund' | 'uphold') =>
      operator(h.app, 'POST', '/api/operator/wallet/withdrawals/resolve', { idempotencyKey: key(), withdrawalId, resolution });
    const confirm = (member: WalletMember, body: Record<string, unknown>) => call(h.app, member, 'POST', '/api/wallet/withdrawals/confirm', body);
    const held = async (member: WalletMember) => (await call(h.app, member, 'GET', '/api/wallet/balance')).json().value.held as number;
    const paidWithdrawal = async (member: WalletMember, amount: number) => {
      const id = (await withdraw(member, { amount })).json().value.id as number;
      expect((await decide(id, 'pay')).statusCode).toBe(200);
      return id;
    };

    it('sets the withdraw password with the login password (E), and refuses a wrong login password or a mismatch', async () => {
      const member = await walletMember(h.app, { balance: 10_00 });
      const set = (body: object) => postE(h.app, '/api/wallet/withdraw-password', body, { token: member.token, ip: member.ip });
      expect((await call(h.app, member, 'GET', '/api/wallet/withdraw-info')).json().value).toEqual({
        hasWithdrawPassword: false,
        available: 10_00,
        held: 0,
        autoConfirmMinutes: WINDOW_MINUTES,
        // No bonus, no turnover owed.
        wagering: { required: 0, outstanding: 0 },
      });
      expect((await withdraw(member, { amount: 1_00 })).json().code).toBe('WITHDRAW_PASSWORD_NOT_SET');
      expect((await set({ password: 'Wrong123', withdrawPassword: WITHDRAW_PASSWORD, confirmWithdrawPassword: WITHDRAW_PASSWORD })).json().code).toBe(
        'OLD_PASSWORD_WRONG',
      );
      expect((await set({ password: PASSWORD, withdrawPassword: WITHDRAW_PASSWORD, confirmWithdrawPassword: 'Other999' })).json().code).toBe('PASSWORD_MISMATCH');
      const plain = await call(h.app, member, 'POST', '/api/wallet/withdraw-password', { password: PASSWORD, withdrawPassword: WITHDRAW_PASSWORD, confirmWithdrawPassword: WITHDRAW_PASSWORD });
      expect(plain.json().code).toBe('BAD_REQUEST');
      expect((await set({ password: PASSWORD, withdrawPassword: WITHDRAW_PASSWORD, confirmWithdrawPassword: WITHDRAW_PASSWORD })).json()).toEqual({
        success: true,
        value: { set: true },
      });
      expect((await call(h.app, member, 'GET', '/api/wallet/withdraw-info')).json().value.hasWithdrawPassword).toBe(true);
    });

    it('refuses a wrong withdraw password, a missing receiving address and an amount above the balance, holding nothing', async () => {
      const member = await walletMember(h.app, { balance: 50_00, withdrawPassword: true });
      const wrong = await withdraw(member, { amount: 10_00, withdrawPassword: 'Nope1234' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('WITHDRAW_PASSWORD_WRONG');
      expect((await withdraw(member, { amount: 10_00, receivingAddress: '   ' })).json().code).toBe('RECEIVING_ADDRESS_REQUIRED');
      expect((await withdraw(member, { amount: 10_00, receivingAddress: undefined })).json().code).toBe('RECEIVING_ADDRESS_REQUIRED');
      expect((await withdraw(member, { amount: 50_01 })).json().code).toBe('INSUFFICIENT_BALANCE');
      expect(await mainBalance(h.app, member)).toBe(50_00);
      expect(await held(member)).toBe(0);
    });

    it('caps wrong withdraw passwords per member (429 TOO_MANY_ATTEMPTS)', async () => {
      const member = await walletMember(h.app, { balance: 50_00, withdrawPassword: true });
      for (let i = 0; i < 5; i++) expect((await withdraw(member, { amount: 1_00, withdrawPassword: 'Nope1234' })).json().code).toBe('WITHDRAW_PASSWORD_WRONG');
      const capped = await withdraw(member, { amount: 1_00 });
      expect(capped.statusCode).toBe(429);
      expect(capped.json().code).toBe('TOO_MANY_ATTEMPTS');
    });

    it('holds the funds (main -> held), pays them out (held -> external), and takes the answer received', async () => {
      const member = await walletMember(h.app, { balance: 100_00, withdrawPassword: true });
      const requested = withdrawalEnvelope.parse((await withdraw(member, { amount: 60_00 })).json()).value!;
      expect(requested).toMatchObject({ status: 'requested', amount: 60_00, receivingAddress: 'Demo Bank 0001-2', confirmDeadline: null });
      expect(await mainBalance(h.app, member)).toBe(40_00);
      expect(await held(member)).toBe(60_00);
      const paid = (await decide(requested.id, 'pay')).json().value;
      expect(paid).toMatchObject({ status: 'paid', account: member.account });
      expect(Date.parse(paid.confirmDeadline) - Date.parse(paid.decidedAt)).toBe(WINDOW_MINUTES * MINUTE);
      expect(await held(member)).toBe(0);
      expect((await decide(requested.id, 'reject')).json().code).toBe('WITHDRAWAL_NOT_PAYABLE');
      const received = await confirm(member, { withdrawalId: requested.id, receipt: 'received' });
      expect(received.json().value.status).toBe('received');
      // The same answer again is fine; another one is not.
      expect((await confirm(member, { withdrawalId: requested.id, receipt: 'received' })).json().value.status).toBe('received');
      expect((await confirm(member, { withdrawalId: requested.id, receipt: 'fully_received' })).json().code).toBe('WITHDRAWAL_NOT_CONFIRMABLE');
      const list = envelopeOf(withdrawalsCall.response).parse((await call(h.app, member, 'POST', '/api/wallet/withdrawals', {})).json()).value!;
      expect(list.rows.map((w) => [w.id, w.status])).toEqual([[requested.id, 'received']]);
      const history = (await call(h.app, member, 'POST', '/api/wallet/transactions', { type: 'withdraw' })).json().value;
      expect(history.rows).toEqual([expect.objectContaining({ type: 'withdraw', amount: -60_00, balanceAfter: 40_00, status: 'received' })]);
    });

    it('releases the hold when the operator rejects the payout (held -> main)', async () => {
      const member = await walletMember(h.app, { balance: 30_00, withdrawPassword: true });
      h.clock.advance(MINUTE);
      const id = (await withdraw(member, { amount: 30_00 })).json().value.id as number;
      expect(await mainBalance(h.app, member)).toBe(0);
      h.clock.advance(MINUTE);
      expect((await decide(id, 'reject')).json().value.status).toBe('rejected');
      expect(await mainBalance(h.app, member)).toBe(30_00);
      expect(await held(member)).toBe(0);
      expect((await confirm(member, { withdrawalId: id, receipt: 'received' })).json().code).toBe('WITHDRAWAL_NOT_CONFIRMABLE');
      const history = (await call(h.app, member, 'POST', '/api/wallet/transactions', {})).json().value;
      expect(history.rows.map((r: { type: string }) => r.type)).toEqual(['withdraw_refund', 'withdraw', 'credit']);
    });

    it('requires 1 to 3 proof images for not received, then the operator refunds (external -> main) or upholds', async () => {
      const member = await walletMember(h.app, { balance: 100_00, withdrawPassword: true });
      const first = await paidWithdrawal(member, 40_00);
      expect((await confirm(member, { withdrawalId: first, receipt: 'not_received' })).json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { fields: { proofUploadIds: { key: 'validation.required' } } },
      });
      const proofs = [await uploadProof(h.app, member), await uploadProof(h.app, member), await uploadProof(h.app, member), await uploadProof(h.app, member)];
      expect((await confirm(member, { withdrawalId: first, receipt: 'not_received', proofUploadIds: proofs })).json().code).toBe('VALIDATION_FAILED');
      const stranger = await walletMember(h.app);
      const foreign = await uploadProof(h.app, stranger);
      expect((await confirm(member, { withdrawalId: first, receipt: 'not_received', proofUploadIds: [foreign] })).json().code).toBe('UPLOAD_INVALID');
      const disputed = (await confirm(member, { withdrawalId: first, receipt: 'not_received', proofUploadIds: proofs.slice(0, 3) })).json().value;
      expect(disputed).toMatchObject({ status: 'not_received', proofUploadIds: proofs.slice(0, 3) });
      // Someone else cannot answer for this withdrawal.
      expect((await confirm(stranger, { withdrawalId: first, receipt: 'received' })).statusCode).toBe(404);

      expect((await resolve(first, 'refund')).json().value.status).toBe('refunded');
      expect(await mainBalance(h.app, member)).toBe(100_00);
      expect((await resolve(first, 'refund')).json().code).toBe('WITHDRAWAL_NOT_DISPUTED');

      const second = await paidWithdrawal(member, 10_00);
      await confirm(member, { withdrawalId: second, receipt: 'not_received', proofUploadIds: [proofs[3]] });
      expect((await resolve(second, 'uphold')).json().value.status).toBe('upheld');
      expect(await mainBalance(h.app, member)).toBe(90_00);
      expect(await auditLedger(h.app.db)).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0, driftedAccounts: 0 });
    });

    it('auto-confirms a payout after the configured window, and a forced receipt can neither be disputed nor refunded', async () => {
      const member = await walletMember(h.app, { balance: 100_00, withdrawPassword: true });
      const id = await paidWithdrawal(member, 25_00);
      h.clock.advance((WINDOW_MINUTES - 1) * MINUTE);
      expect(await h.app.walletJobs.autoConfirm()).not.toContain(id);
      h.clock.advance(MINUTE);
      await member.relogin();
      // Due but not yet swept: the player's answer is already too late.
      const late = await confirm(member, { withdrawalId: id, receipt: 'not_received', proofUploadIds: [await uploadProof(h.app, member)] });
      expect(late.json().code).toBe('WITHDRAWAL_NOT_CONFIRMABLE');
      expect(await h.app.walletJobs.autoConfirm()).toContain(id);
      expect(await h.app.walletJobs.autoConfirm()).toEqual([]);
      const [row] = await h.app.db.select().from(withdrawals).where(eq(withdrawals.id, id));
      expect(row).toMatchObject({ status: 'auto_confirmed', refundTransferId: null });
      expect((await resolve(id, 'refund')).json().code).toBe('WITHDRAWAL_NOT_DISPUTED');
      expect(await mainBalance(h.app, member)).toBe(75_00);
    });

    it('runs the auto-confirm job from the operator route too', async () => {
      const member = await walletMember(h.app, { balance: 10_00, withdrawPassword: true });
      await paidWithdrawal(member, 10_00);
      h.clock.advance((WINDOW_MINUTES + 1) * MINUTE);
      const ran = await operator(h.app, 'POST', '/api/operator/wallet/jobs/run', { job: 'auto-confirm' });
      expect(ran.json().value).toEqual({ job: 'auto-confirm', processed: 1 });
    });
  });
}

describe('the window default', () => {
  it('is 30 minutes, the documented stand-in for the spec\'s "not shown" value', async () => {
    const { loadConfig } = await import('../../../src/config');
    expect(loadConfig({ OPERATOR_TOKEN: 'x'.repeat(24), DEFAULT_PASSWORD: 'Default123' }).wallet.autoConfirmMinutes).toBe(30);
  });
});

describe.skipIf(!postgresEnabled)('withdrawal auto-confirm across two gateway instances on PostgreSQL', () => {
  it('confirms every due withdrawal exactly once when two instances run the job at the same moment', async () => {
    const fixture = await createBrandsFixture();
    await fixture.writeManifest(await authManifest());
    const databases = await openPostgresInstances(2);
    const clockAt = { now: Date.parse('2031-01-01T00:00:00Z') };
    const now = () => new Date(clockAt.now);
    const env = { WALLET_JOB_INTERVAL_SECONDS: '0', WITHDRAWAL_AUTO_CONFIRM_MINUTES: String(WINDOW_MINUTES) };
    const apps = [] as FastifyInstance[];
    try {
      for (const database of databases) apps.push(await buildApp(fixture, { database, now, env }));
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const member = await a.memberRepository.insert({
        merchantCode: 'FORTUNA',
        account: `twoinst${Date.now() % 100000}`,
        nickname: 'x',
        passwordHash: 'x',
        passwordChangedAt: now(),
      });
      const external = await a.ledger.systemAccount('FORTUNA', 'EXTERNAL', 'BRL');
      const main = await a.ledger.memberAccount('FORTUNA', member.id, 'MAIN', 'BRL');
      await a.ledger.post({ merchantCode: 'FORTUNA', kind: 'CREDIT', idempotencyKey: key(), legs: [{ accountId: external.id, amount: -1_000_00 }, { accountId: main.id, amount: 1_000_00 }], at: now() });
      const hash = await a.passwords.hash(WITHDRAW_PASSWORD);
      const { createWalletRepository } = await import('../../../src/modules/wallet/repository');
      await createWalletRepository(a.db).saveWithdrawPassword(member.id, hash, now());
      const ids: number[] = [];
      for (let i = 0; i < 240; i++) {
        const w = await a.wallet.withdraw(member, { idempotencyKey: key(), amount: 1_00, withdrawPassword: WITHDRAW_PASSWORD, receivingAddress: 'Bank' });
        await a.wallet.decideWithdrawal({ idempotencyKey: key(), withdrawalId: w.id, decision: 'pay' });
        ids.push(w.id);
      }
      clockAt.now += (WINDOW_MINUTES + 1) * MINUTE;
      const { autoConfirmDue } = await import('../../../src/modules/wallet/jobs');
      // Small batches, so the two instances interleave many claims.
      const [byA, byB] = await Promise.all([autoConfirmDue(a.db, now(), 10), autoConfirmDue(b.db, now(), 10)]);
      console.info(`[auto-confirm two instances] instance A confirmed ${byA.length}, instance B ${byB.length}, of ${ids.length}`);
      expect(byA.length + byB.length).toBe(ids.length);
      expect(new Set([...byA, ...byB]).size).toBe(ids.length);
      expect(byA.filter((id) => byB.includes(id))).toEqual([]);
      const rows = await a.db.select({ status: withdrawals.status }).from(withdrawals).where(inArray(withdrawals.id, ids));
      expect(rows.every((row) => row.status === 'auto_confirmed')).toBe(true);
      expect(await Promise.all([a.walletJobs.autoConfirm(), b.walletJobs.autoConfirm()])).toEqual([[], []]);
    } finally {
      for (const app of apps) await app.close();
      for (const database of databases) await database.dispose();
      await fixture.cleanup();
    }
  }, 120_000);
});
