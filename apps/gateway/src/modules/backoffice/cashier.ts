import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error';
import { createReferralRewards } from '../rewards/referral';
import { createIdempotency, type Idempotency } from '../ledger/idempotency';
import { createWalletService, type WalletService } from '../wallet/service';
import { appendAuditWithin, type AuditActor } from './audit';
import { toCashierDeposit, toCashierWithdrawal } from './cashier-queues';

/**
 * The cashier's decisions go through the wallet module's own operator service (decideDeposit,
 * decideWithdrawal, resolveDispute): no money rule is repeated here. What the back office adds:
 *
 * - the idempotency keys are the staff member's (scope `staff:<id>`), not the shared operator's;
 * - the audit row is written inside the very transaction that moves the money, through the
 *   idempotency `commit` the wallet service calls there (so a rolled-back decision leaves no row,
 *   and a replayed key writes none);
 * - the item must belong to the merchant the staff member acts for, and amounts at or above
 *   BACKOFFICE_CONFIRM_AMOUNT need `confirm: true`.
 *
 * The service instance is the wallet's, built over the same ledger, with an idempotency gate that
 * reads the action being audited from an AsyncLocalStorage set around each call.
 */

interface PendingAudit extends AuditActor {
  merchantCode: string;
  action: string;
  target: string;
  before: unknown;
  after: (value: unknown) => unknown;
}

export function createCashier(fastify: FastifyInstance) {
  const { db, config } = fastify;
  const now = () => fastify.now();
  const current = new AsyncLocalStorage<PendingAudit>();
  const inner = createIdempotency(db, now);
  const idempotency: Idempotency = {
    ...inner,
    run(ctx, operation) {
      const audit = current.getStore();
      // Only the back office calls this service instance, always inside `decide` below.
      if (!audit) throw new Error('back-office wallet call outside an audited action');
      return inner.run({ ...ctx, scope: `staff:${audit.staffId ?? 0}` }, (commit) =>
        operation(async (tx, value) => {
          await commit(tx, value);
          await appendAuditWithin(tx, {
            staffId: audit.staffId,
            staffName: audit.staffName,
            merchantCode: audit.merchantCode,
            action: audit.action,
            target: audit.target,
            before: audit.before,
            after: audit.after(value),
            at: now(),
          });
        }),
      );
    },
  };
  // The wallet's shared repository (cached settings and balance reads), as the wallet plugin's own service uses.
  const repository = fastify.walletRepository;
  const wallet: WalletService = createWalletService({
    ledger: fastify.ledger,
    idempotency,
    repository,
    members: fastify.memberRepository,
    passwords: fastify.passwords,
    throttle: fastify.throttle,
    attempts: fastify.attempts,
    findMerchant: (code) => fastify.merchantRepository.findByCode(code),
    payments: fastify.payments,
    now,
    autoConfirmMinutes: config.wallet.autoConfirmMinutes,
    uploadLimits: config.wallet.uploadLimits,
    maxFailures: config.auth.maxFailuresPerAccount,
    failureWindowMinutes: config.auth.failureWindowMinutes,
    referral: createReferralRewards(db, fastify.ledger),
  });

  function confirmOrFail(amount: number, confirm: boolean | undefined): void {
    const threshold = config.backoffice.confirmAmount;
    if (amount >= threshold && confirm !== true) {
      throw new HttpError(400, 'VALIDATION_FAILED', `Amounts of ${threshold} or more must be confirmed`, { confirmationRequired: true, threshold });
    }
  }

  const notFound = (what: string) => new HttpError(404, 'NOT_FOUND', `Unknown ${what}`);

  return {
    async decideDeposit(actor: AuditActor, input: { merchantCode: string; idempotencyKey: string; depositId: number; decision: 'approve' | 'reject'; remark?: string | undefined; confirm?: boolean | undefined }) {
      const row = await repository.deposit(input.depositId);
      // Another merchant's deposit reads as unknown: its existence is not this staff member's to learn.
      if (!row || row.merchantCode !== input.merchantCode) throw notFound('deposit');
      confirmOrFail(row.amount, input.confirm);
      const account = await repository.accountOf(row.memberId);
      const audit: PendingAudit = {
        ...actor,
        merchantCode: input.merchantCode,
        action: `cashier.deposit.${input.decision}`,
        target: `deposit:${row.id}`,
        before: toCashierDeposit(row, account),
        after: (value) => ({ status: (value as { status: string }).status, remark: input.remark ?? null }),
      };
      await current.run(audit, () => wallet.decideDeposit({ idempotencyKey: input.idempotencyKey, depositId: input.depositId, decision: input.decision, remark: input.remark }));
      return toCashierDeposit((await repository.deposit(row.id))!, account);
    },

    async decideWithdrawal(actor: AuditActor, input: { merchantCode: string; idempotencyKey: string; withdrawalId: number; decision: 'pay' | 'reject'; remark?: string | undefined; confirm?: boolean | undefined }) {
      const row = await repository.withdrawal(input.withdrawalId);
      if (!row || row.merchantCode !== input.merchantCode) throw notFound('withdrawal');
      confirmOrFail(row.amount, input.confirm);
      const account = await repository.accountOf(row.memberId);
      const audit: PendingAudit = {
        ...actor,
        merchantCode: input.merchantCode,
        action: `cashier.withdrawal.${input.decision}`,
        target: `withdrawal:${row.id}`,
        before: toCashierWithdrawal(row, account),
        after: (value) => ({ status: (value as { status: string }).status, remark: input.remark ?? null }),
      };
      await current.run(audit, () => wallet.decideWithdrawal({ idempotencyKey: input.idempotencyKey, withdrawalId: input.withdrawalId, decision: input.decision, remark: input.remark }));
      return toCashierWithdrawal((await repository.withdrawal(row.id))!, account);
    },

    async resolveDispute(actor: AuditActor, input: { merchantCode: string; idempotencyKey: string; withdrawalId: number; resolution: 'refund' | 'uphold'; remark?: string | undefined; confirm?: boolean | undefined }) {
      const row = await repository.withdrawal(input.withdrawalId);
      if (!row || row.merchantCode !== input.merchantCode) throw notFound('withdrawal');
      confirmOrFail(row.amount, input.confirm);
      const account = await repository.accountOf(row.memberId);
      const audit: PendingAudit = {
        ...actor,
        merchantCode: input.merchantCode,
        action: `cashier.dispute.${input.resolution}`,
        target: `withdrawal:${row.id}`,
        before: toCashierWithdrawal(row, account),
        after: (value) => ({ status: (value as { status: string }).status, remark: input.remark ?? null }),
      };
      await current.run(audit, () => wallet.resolveDispute({ idempotencyKey: input.idempotencyKey, withdrawalId: input.withdrawalId, resolution: input.resolution, remark: input.remark }));
      return toCashierWithdrawal((await repository.withdrawal(row.id))!, account);
    },

    currency: async (merchantCode: string) => (await repository.settings(merchantCode)).currency,
  };
}
