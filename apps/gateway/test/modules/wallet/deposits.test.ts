import { depositChannelsCall, depositSchema, envelopeOf, operatorDepositsCall } from '@platform/shared/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_SECRET, signCallback } from '../../../src/modules/wallet/payments';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import {
  JPEG_BYTES,
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

const depositEnvelope = envelopeOf(depositSchema);

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`deposits on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const deposit = (member: WalletMember, body: object) => call(h.app, member, 'POST', '/api/wallet/deposit', { idempotencyKey: key(), ...body });
    const decide = (depositId: number, decision: 'approve' | 'reject') =>
      operator(h.app, 'POST', '/api/operator/wallet/deposits/decide', { idempotencyKey: key(), depositId, decision });
    const receipt = async (member: WalletMember) =>
      (await call(h.app, member, 'POST', '/api/wallet/uploads', { filename: 'receipt.jpg', contentType: 'image/jpeg', dataBase64: JPEG_BYTES.toString('base64') })).json()
        .value.uploadId as string;
    const callback = (fields: { ref: string; amount: string; status: string; signature: string }) =>
      h.app.inject({ method: 'POST', url: '/api/payments/callback', payload: fields });
    const signed = async (ref: string, amount: string, status: 'paid' | 'failed') => {
      const fields = { ref, amount, status };
      return { ...fields, signature: signCallback(await h.app.secrets.get(PAYMENT_SECRET), fields) };
    };
    const refOf = (redirectUrl: string) => new URLSearchParams(redirectUrl.split('?')[1]).get('ref')!;

    it("lists the operator's channels: a bank transfer with its bank details and the simulated payment gateway", async () => {
      const member = await walletMember(h.app);
      const channels = envelopeOf(depositChannelsCall.response).parse((await call(h.app, member, 'GET', '/api/wallet/deposit-channels')).json()).value!;
      expect(channels.map((c) => [c.code, c.kind])).toEqual([
        ['BANK', 'bank_transfer'],
        ['PAYGATE', 'payment_gateway'],
      ]);
      expect(channels[0]!.bankDetails).toMatchObject({ bankName: 'Demo Bank' });
      expect(channels[1]!.bankDetails).toBeNull();
    });

    it('keeps a bank transfer with its receipt pending until an operator approves it; then the balance rises once', async () => {
      const member = await walletMember(h.app);
      const uploadId = await receipt(member);
      const pending = depositEnvelope.parse((await deposit(member, { channelCode: 'BANK', amount: 150_00, receiptUploadId: uploadId })).json()).value!;
      expect(pending).toMatchObject({ status: 'pending', amount: 150_00, receiptUploadId: uploadId, redirectUrl: null, decidedAt: null });
      expect(await mainBalance(h.app, member)).toBe(0);

      const listed = envelopeOf(operatorDepositsCall.response).parse((await operator(h.app, 'GET', '/api/operator/wallet/deposits?merchantCode=FORTUNA&status=pending')).json()).value!;
      expect(listed.find((d) => d.id === pending.id)).toMatchObject({ account: member.account, status: 'pending' });
      // The operator can look at the receipt.
      const image = await operator(h.app, 'GET', `/api/operator/wallet/uploads/${uploadId}`);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.rawPayload.equals(JPEG_BYTES)).toBe(true);

      const approved = await decide(pending.id, 'approve');
      expect(approved.json().value).toMatchObject({ id: pending.id, status: 'approved', account: member.account });
      expect(await mainBalance(h.app, member)).toBe(150_00);
      expect((await decide(pending.id, 'approve')).json().code).toBe('DEPOSIT_NOT_PENDING');
      expect((await decide(pending.id, 'reject')).json().code).toBe('DEPOSIT_NOT_PENDING');
      expect(await mainBalance(h.app, member)).toBe(150_00);

      const history = (await call(h.app, member, 'POST', '/api/wallet/transactions', { type: 'deposit' })).json().value;
      expect(history.rows).toEqual([expect.objectContaining({ type: 'deposit', amount: 150_00, balanceAfter: 150_00, status: 'approved' })]);
    });

    it('credits nothing for a rejected deposit, which stays in the history as rejected', async () => {
      const member = await walletMember(h.app);
      const pending = (await deposit(member, { channelCode: 'BANK', amount: 20_00 })).json().value;
      expect((await decide(pending.id, 'reject')).json().value.status).toBe('rejected');
      expect(await mainBalance(h.app, member)).toBe(0);
      const history = (await call(h.app, member, 'POST', '/api/wallet/transactions', {})).json().value;
      expect(history.rows).toEqual([expect.objectContaining({ type: 'deposit', status: 'rejected', balanceAfter: null })]);
    });

    it("refuses an amount outside the channel's limits, an unknown channel, and someone else's receipt", async () => {
      const member = await walletMember(h.app);
      const other = await walletMember(h.app);
      const low = await deposit(member, { channelCode: 'BANK', amount: 9_99 });
      expect(low.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { amount: { key: 'validation.amount_range', params: { min: 10_00 } } } } });
      expect((await deposit(member, { channelCode: 'NOPE', amount: 20_00 })).json().code).toBe('VALIDATION_FAILED');
      const foreign = await deposit(member, { channelCode: 'BANK', amount: 20_00, receiptUploadId: await receipt(other) });
      expect(foreign.json().code).toBe('UPLOAD_INVALID');
    });

    it('sends a gateway deposit to the simulated payment page, whose Pay posts a signed callback that credits the deposit', async () => {
      const member = await walletMember(h.app);
      const pending = depositEnvelope.parse((await deposit(member, { channelCode: 'PAYGATE', amount: 75_00 })).json()).value!;
      expect(pending.redirectUrl).toMatch(/^\/api\/payments\/simulator\?ref=/);
      const page = await h.app.inject({ method: 'GET', url: pending.redirectUrl! });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("form-action 'self'");
      expect(page.body).toContain('R$ 75.00');
      expect(page.body).toContain('action="/api/payments/simulator/pay"');

      const pay = await h.app.inject({
        method: 'POST',
        url: '/api/payments/simulator/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `ref=${encodeURIComponent(refOf(pending.redirectUrl!))}&action=pay`,
      });
      expect(pay.statusCode).toBe(303);
      expect(pay.headers.location).toBe(`/?memberCenter=depositv2&deposit=${pending.id}&status=approved`);
      expect(await mainBalance(h.app, member)).toBe(75_00);
    });

    it('verifies the callback signature: a wrong or a tampered one is refused and credits nothing', async () => {
      const member = await walletMember(h.app);
      const pending = (await deposit(member, { channelCode: 'PAYGATE', amount: 40_00 })).json().value;
      const ref = refOf(pending.redirectUrl);
      const good = await signed(ref, '4000', 'paid');
      const bad = await callback({ ...good, signature: '0'.repeat(64) });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().code).toBe('FORBIDDEN');
      // A signature for another amount does not sign this one.
      const forged = await callback({ ...good, amount: '400000' });
      expect(forged.statusCode).toBe(401);
      expect((await callback({ ...good, signature: 'not-hex' })).statusCode).toBe(400);
      expect(await mainBalance(h.app, member)).toBe(0);
    });

    it('credits a replayed callback once, also when the replays arrive together', async () => {
      const member = await walletMember(h.app);
      const pending = (await deposit(member, { channelCode: 'PAYGATE', amount: 60_00 })).json().value;
      const fields = await signed(refOf(pending.redirectUrl), '6000', 'paid');
      const answers = await Promise.all(Array.from({ length: 6 }, () => callback(fields)));
      for (const answer of answers) expect(answer.json()).toEqual({ success: true, value: { depositId: pending.id, status: 'approved' } });
      expect((await callback(fields)).json().value.status).toBe('approved');
      expect(await mainBalance(h.app, member)).toBe(60_00);
      expect(await countTransfers(h.app.db, sql`idempotency_key = ${`deposit:${pending.id}`}`)).toBe(1);
      // A failure report after the payment cannot undo it.
      expect((await callback(await signed(refOf(pending.redirectUrl), '6000', 'failed'))).json().code).toBe('DEPOSIT_NOT_PENDING');
      expect(await auditLedger(h.app.db)).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0, driftedAccounts: 0 });
    });

    it('rejects the deposit on a failed payment (Cancel on the simulated page)', async () => {
      const member = await walletMember(h.app);
      const pending = (await deposit(member, { channelCode: 'PAYGATE', amount: 30_00 })).json().value;
      const cancel = await h.app.inject({
        method: 'POST',
        url: '/api/payments/simulator/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `ref=${encodeURIComponent(refOf(pending.redirectUrl))}&action=cancel`,
      });
      expect(cancel.headers.location).toBe(`/?memberCenter=depositv2&deposit=${pending.id}&status=rejected`);
      expect(await mainBalance(h.app, member)).toBe(0);
      const page = await h.app.inject({ method: 'GET', url: pending.redirectUrl });
      expect(page.body).not.toContain('<form');
    });

    it('refuses the operator routes without the operator token', async () => {
      const response = await h.app.inject({ method: 'GET', url: '/api/operator/wallet/deposits?merchantCode=FORTUNA' });
      expect(response.statusCode).toBe(401);
      const wrong = await h.app.inject({
        method: 'POST',
        url: '/api/operator/wallet/credit',
        headers: { authorization: 'Bearer nope' },
        payload: { idempotencyKey: key(), merchantCode: 'FORTUNA', account: 'x', amount: 1 },
      });
      expect(wrong.statusCode).toBe(401);
    });
  });
}
