import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DepositInfo, depositCall, uploadCall } from '@platform/shared/api-contract';
import type { Member } from '../../db/schema';
import type { Deposit } from '../../db/wallet-schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import type { PaymentProvider } from '../../providers/payments/types';
import { providerUnavailable } from '../../providers/unavailable';
import type { Commit } from '../ledger/idempotency';
import { assertDepositWithinLimits } from '../protection/guards';
import { auditMoney } from '../protection/money-audit';
import { localisedName } from './localised-name';
import { iso, memberScope, refuseTrial, validation, type WalletDeps } from './service-support';
import { decodeImage } from './uploads';
import type { WalletContext } from './wallet-context';

export function depositValue(row: Deposit, payments: PaymentProvider | null): DepositInfo {
  return {
    id: row.id,
    channelCode: row.channelCode,
    kind: row.kind,
    amount: row.amount,
    status: row.status,
    receiptUploadId: row.receiptUploadId,
    redirectUrl: row.gatewayRef && payments ? payments.checkoutUrl(row.gatewayRef) : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
  };
}

export type SettleDeposit = ReturnType<typeof createDepositSettlement>;

/**
 * Approves (external -> main) or rejects a pending deposit; the deposit row lock makes it once.
 * The one way a deposit ends, whether the operator decides it or the payment provider calls back.
 */
export function createDepositSettlement(deps: WalletDeps, { currencyOf }: Pick<WalletContext, 'currencyOf'>) {
  const { ledger, repository: repo } = deps;
  return async function settleDeposit(depositId: number, decision: 'approve' | 'reject', remark: string | null, commit?: Commit) {
    const found = await repo.deposit(depositId);
    if (!found) throw new HttpError(404, 'NOT_FOUND', 'Unknown deposit');
    const { currency } = await currencyOf(found.merchantCode);
    const [external, main] = await Promise.all([
      ledger.systemAccount(found.merchantCode, 'EXTERNAL', currency),
      ledger.memberAccount(found.merchantCode, found.memberId, 'MAIN', currency),
    ]);
    const account = await repo.accountOf(found.memberId);
    const referral = decision === 'approve' && deps.referral ? await deps.referral.payee(found.memberId, currency) : undefined;
    return ledger.transaction(async (tx) => {
      const row = await repo.lockDeposit(tx, depositId);
      if (!row || row.status !== 'pending') throw new HttpError(409, 'DEPOSIT_NOT_PENDING', 'This deposit has already been processed');
      const at = deps.now();
      let transferId: number | null = null;
      if (decision === 'approve') {
        const posted = await ledger.postWithin(tx, {
          merchantCode: row.merchantCode,
          kind: 'DEPOSIT',
          idempotencyKey: `deposit:${row.id}`,
          legs: [
            { accountId: external.id, amount: -row.amount },
            { accountId: main.id, amount: row.amount },
          ],
          metadata: { depositId: row.id, channel: row.channelCode },
          at,
        });
        transferId = posted.transferId;
        // The upline's referral reward waits for the referred member's first real deposit (issue 19).
        if (referral && deps.referral) await deps.referral.payWithin(tx, referral, { id: row.id, merchantCode: row.merchantCode, memberId: row.memberId, at });
      }
      const updated = await repo.updateDeposit(tx, row.id, { status: decision === 'approve' ? 'approved' : 'rejected', transferId, decidedAt: at, remark });
      const value = { ...depositValue(updated, deps.payments), merchantCode: updated.merchantCode, account };
      await auditMoney(tx, 'deposit', row, { depositId: row.id, amount: row.amount, decision }, at);
      if (commit) await commit(tx, value);
      return value;
    });
  };
}

/**
 * The cashier's deposits (README "Deposits", "Uploads"): the member's channels, a deposit request
 * (pending until the operator or the payment provider settles it), the provider's callback and
 * checkout page, and the receipt uploads.
 */
export function createCashierService(deps: WalletDeps, context: WalletContext, settleDeposit: SettleDeposit) {
  const { ledger, idempotency, repository: repo } = deps;
  const { currencyOf, merchantOf, ownUploadsOrFail } = context;

  return {
    /** The member's channels, each named in `language` (the request's) when the operator gave that name. */
    async channels(member: Member, language?: string) {
      refuseTrial(member);
      // Without a payment provider the gateway channels are not offered (and a deposit on one is refused below).
      const rows = (await repo.channels(member.merchantCode)).filter((row) => deps.payments || row.kind !== 'payment_gateway');
      return rows.map((row) => ({
        code: row.code,
        kind: row.kind,
        name: localisedName(row, language),
        minAmount: row.minAmount,
        maxAmount: row.maxAmount,
        bankDetails: row.kind === 'bank_transfer' ? (row.bankDetails ?? null) : null,
      }));
    },

    async deposit(member: Member, input: Input<typeof depositCall>): Promise<DepositInfo> {
      refuseTrial(member);
      const channel = await repo.channel(member.merchantCode, input.channelCode);
      if (!channel) throw validation('channelCode', 'validation.unknown_channel');
      if (channel.kind === 'payment_gateway' && !deps.payments) throw providerUnavailable('Payment gateway');
      if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
        throw validation('amount', 'validation.amount_range', { min: channel.minAmount, max: channel.maxAmount });
      }
      if (input.receiptUploadId) await ownUploadsOrFail(member, [input.receiptUploadId]);
      const ctx = {
        scope: memberScope(member),
        key: input.idempotencyKey,
        merchantCode: member.merchantCode,
        memberId: member.id,
        callId: 'deposit',
        params: { channelCode: input.channelCode, amount: input.amount, receiptUploadId: input.receiptUploadId ?? null },
      };
      return idempotency.run(ctx, async (commit) =>
        ledger.transaction(async (tx) => {
          await assertDepositWithinLimits(tx, member.id, input.amount, deps.now());
          const row = await repo.insertDeposit(tx, {
            merchantCode: member.merchantCode,
            memberId: member.id,
            channelCode: channel.code,
            kind: channel.kind,
            amount: input.amount,
            status: 'pending',
            receiptUploadId: input.receiptUploadId ?? null,
            gatewayRef: channel.kind === 'payment_gateway' ? randomBytes(16).toString('base64url') : null,
            createdAt: deps.now(),
          });
          const value = depositValue(row, deps.payments);
          await commit(tx, value);
          return value;
        }),
      );
    },

    /** The payment provider's callback: verified by the provider (constant time), credits at most once. */
    async paymentCallback(input: { ref: string; amount: string; status: 'paid' | 'failed'; signature: string }) {
      if (!deps.payments) throw providerUnavailable('Payment gateway');
      if (!(await deps.payments.verifyCallback(input))) throw new HttpError(401, 'FORBIDDEN', 'Bad signature');
      const found = await repo.depositByRef(input.ref);
      if (!found || String(found.amount) !== input.amount) throw new HttpError(404, 'NOT_FOUND', 'Unknown payment');
      const wanted = input.status === 'paid' ? 'approved' : 'rejected';
      if (found.status === 'pending') {
        try {
          await settleDeposit(found.id, input.status === 'paid' ? 'approve' : 'reject', null);
        } catch (error) {
          // A concurrent replay of the callback got there first: fall through to the settled state.
          if (!(error instanceof HttpError && error.code === 'DEPOSIT_NOT_PENDING')) throw error;
        }
      }
      const settled = (await repo.deposit(found.id))!;
      if (settled.status !== wanted) throw new HttpError(409, 'DEPOSIT_NOT_PENDING', 'This deposit has already been processed');
      return { depositId: settled.id, status: settled.status };
    },

    async paymentPage(ref: string) {
      const found = await repo.depositByRef(ref);
      if (!found) return undefined;
      const merchant = await merchantOf(found.merchantCode);
      const { currencySymbol } = await currencyOf(found.merchantCode);
      return {
        ref,
        amount: `${currencySymbol} ${(found.amount / 100).toFixed(2)}`,
        rawAmount: String(found.amount),
        merchant: merchant.displayName,
        status: found.status,
      };
    },

    // ------------------------------------------------------------ uploads

    async upload(member: Member, input: Input<typeof uploadCall>) {
      refuseTrial(member);
      const { bytes, contentType } = await decodeImage(input.dataBase64, deps.uploadLimits);
      const id = randomUUID();
      await repo.insertUpload({
        id,
        merchantCode: member.merchantCode,
        memberId: member.id,
        filename: input.filename,
        contentType,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        data: bytes,
        createdAt: deps.now(),
      });
      return { uploadId: id, contentType, size: bytes.length };
    },

    findUpload: (id: string) => repo.upload(id),
  };
}
