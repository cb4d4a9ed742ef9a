import {
  type WithdrawalInfo,
  type confirmReceiptCall,
  type operatorDisputeResolutionCall,
  type operatorWithdrawalDecisionCall,
  type setWithdrawPasswordCall,
  type withdrawCall,
} from '@platform/shared/api-contract';
import type { Db } from '../../db/client';
import type { Member } from '../../db/schema';
import type { Withdrawal } from '../../db/wallet-schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { auditMoney } from '../protection/money-audit';
import { OPERATOR_SCOPE, iso, memberScope, pageOf, refuseTrial, validation, type WalletDeps } from './service-support';

export function withdrawalValue(row: Withdrawal): WithdrawalInfo {
  return {
    id: row.id,
    amount: row.amount,
    receivingAddress: row.receivingAddress,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    confirmDeadline: iso(row.confirmDeadline),
    confirmedAt: iso(row.confirmedAt),
    proofUploadIds: row.proofUploadIds,
  };
}

/** What the withdrawals share with the rest of the wallet service (its settings cache and password caps). */
export interface WithdrawalSupport {
  currencyOf(merchantCode: string): Promise<{ currency: string }>;
  checkLoginPassword(member: Member, password: string): Promise<void>;
  checkWithdrawPassword(member: Member, password: string): Promise<void>;
  ownUploadsOrFail(member: Member, ids: readonly string[]): Promise<void>;
}

/**
 * Withdrawals (README "Money"), in three phases: the member's request holds the amount
 * (MAIN -> HELD); the operator pays it out (HELD -> EXTERNAL) or rejects it (HELD -> MAIN); the
 * member confirms receipt or disputes it, and a dispute ends refunded (EXTERNAL -> MAIN) or upheld.
 * Every phase writes its withdrawals row through the repository in the transaction of its posting.
 */
export function createWithdrawalsService(deps: WalletDeps, support: WithdrawalSupport) {
  const { ledger, idempotency, repository: repo } = deps;
  const { currencyOf, checkLoginPassword, checkWithdrawPassword, ownUploadsOrFail } = support;

  async function lockedWithdrawal(tx: Db, id: number): Promise<Withdrawal> {
    const row = await repo.lockWithdrawal(tx, id);
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'Unknown withdrawal');
    return row;
  }

  async function withdrawalAccounts(row: Withdrawal) {
    const { currency } = await currencyOf(row.merchantCode);
    const [held, main, external] = await Promise.all([
      ledger.memberAccount(row.merchantCode, row.memberId, 'HELD', currency),
      ledger.memberAccount(row.merchantCode, row.memberId, 'MAIN', currency),
      ledger.systemAccount(row.merchantCode, 'EXTERNAL', currency),
    ]);
    return { held, main, external };
  }

  async function findWithdrawal(id: number): Promise<Withdrawal> {
    const row = await repo.withdrawal(id);
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'Unknown withdrawal');
    return row;
  }

  return {
    async withdrawInfo(member: Member) {
      refuseTrial(member);
      const settings = await currencyOf(member.merchantCode);
      const balances = await repo.memberBalances(member.id, settings.currency);
      return {
        hasWithdrawPassword: (await repo.withdrawPasswordHash(member.id)) !== undefined,
        available: balances.get('MAIN') ?? 0,
        held: balances.get('HELD') ?? 0,
        autoConfirmMinutes: deps.autoConfirmMinutes,
        wagering: await ledger.wagering(member.id),
      };
    },

    async setWithdrawPassword(member: Member, input: Input<typeof setWithdrawPasswordCall>) {
      refuseTrial(member);
      if (input.withdrawPassword !== input.confirmWithdrawPassword) {
        throw new HttpError(400, 'PASSWORD_MISMATCH', 'The confirmation password is not correct');
      }
      await checkLoginPassword(member, input.password);
      if (input.withdrawPassword === input.password) throw validation('withdrawPassword', 'validation.same_as_login');
      await repo.saveWithdrawPassword(member.id, await deps.passwords.hash(input.withdrawPassword), deps.now());
      return { set: true as const };
    },

    /**
     * Phase 1: holds the amount (MAIN -> HELD). The withdraw password is checked before the key is
     * claimed (a wrong one does not use the key up) and is not part of the request hash.
     */
    async withdraw(member: Member, input: Input<typeof withdrawCall>): Promise<WithdrawalInfo> {
      refuseTrial(member);
      const receivingAddress = (input.receivingAddress ?? '').trim();
      if (!receivingAddress) throw new HttpError(400, 'RECEIVING_ADDRESS_REQUIRED', 'Please enter the receiving address');
      await checkWithdrawPassword(member, input.withdrawPassword);
      const settings = await currencyOf(member.merchantCode);
      const ctx = {
        scope: memberScope(member),
        key: input.idempotencyKey,
        merchantCode: member.merchantCode,
        memberId: member.id,
        callId: 'withdraw',
        params: { amount: input.amount, receivingAddress },
      };
      return idempotency.run(ctx, async (commit) => {
        const [main, held] = await Promise.all([
          ledger.memberAccount(member.merchantCode, member.id, 'MAIN', settings.currency),
          ledger.memberAccount(member.merchantCode, member.id, 'HELD', settings.currency),
        ]);
        return ledger.transaction(async (tx) => {
          const at = deps.now();
          const posted = await ledger.postWithin(tx, {
            merchantCode: member.merchantCode,
            kind: 'WITHDRAW_HOLD',
            idempotencyKey: `${ctx.scope}:withdraw:${input.idempotencyKey}`,
            legs: [
              { accountId: main.id, amount: -input.amount },
              { accountId: held.id, amount: input.amount },
            ],
            at,
          });
          const row = await repo.insertWithdrawal(tx, {
            merchantCode: member.merchantCode,
            memberId: member.id,
            amount: input.amount,
            receivingAddress,
            status: 'requested',
            holdTransferId: posted.transferId,
            createdAt: at,
          });
          const value = withdrawalValue(row);
          await auditMoney(tx, 'withdrawal', row, { withdrawalId: row.id, amount: row.amount, status: 'requested' }, at);
          await commit(tx, value);
          return value;
        });
      });
    },

    async withdrawals(member: Member, input: { pageNo?: number | undefined; pageSize?: number | undefined }) {
      refuseTrial(member);
      const page = pageOf(input.pageNo, input.pageSize);
      const { total, rows } = await repo.memberWithdrawals(member.id, page.pageSize, page.offset);
      return {
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        total,
        totalPages: Math.ceil(total / page.pageSize),
        rows: rows.map(withdrawalValue),
      };
    },

    /**
     * Phase 3: the player's answer to a payout. Not received needs 1 to 3 proof images. Repeating
     * the same answer returns the withdrawal; past the deadline the payout counts as received
     * (auto-confirm), so no answer is taken any more and no refund is possible.
     */
    async confirmReceipt(member: Member, input: Input<typeof confirmReceiptCall>): Promise<WithdrawalInfo> {
      refuseTrial(member);
      const proofs = [...new Set(input.proofUploadIds ?? [])];
      if (input.receipt === 'not_received') {
        if (proofs.length === 0) throw validation('proofUploadIds', 'validation.required');
        await ownUploadsOrFail(member, proofs);
      }
      return ledger.transaction(async (tx) => {
        const row = await repo.lockWithdrawal(tx, input.withdrawalId, member.id);
        if (!row) throw new HttpError(404, 'NOT_FOUND', 'Unknown withdrawal');
        if (row.status === input.receipt) return withdrawalValue(row);
        const at = deps.now();
        if (row.status !== 'paid' || (row.confirmDeadline && at >= row.confirmDeadline)) {
          throw new HttpError(409, 'WITHDRAWAL_NOT_CONFIRMABLE', 'This withdrawal can no longer be confirmed');
        }
        const updated = await repo.updateWithdrawal(tx, row.id, {
          status: input.receipt,
          confirmedAt: at,
          ...(input.receipt === 'not_received' ? { proofUploadIds: proofs } : {}),
        });
        return withdrawalValue(updated);
      });
    },

    async operatorWithdrawals(merchantCode: string, status: string | undefined) {
      const rows = await repo.operatorWithdrawals(merchantCode, status);
      return rows.map((row) => ({ ...withdrawalValue(row.withdrawal), merchantCode: row.withdrawal.merchantCode, account: row.account }));
    },

    /** Phase 2: pay out (HELD -> EXTERNAL, the confirmation window starts) or reject (HELD -> MAIN). */
    async decideWithdrawal(input: Input<typeof operatorWithdrawalDecisionCall>) {
      const ctx = {
        scope: OPERATOR_SCOPE,
        key: input.idempotencyKey,
        merchantCode: null,
        memberId: null,
        callId: 'operatorWithdrawalDecision',
        params: { withdrawalId: input.withdrawalId, decision: input.decision, remark: input.remark ?? null },
      };
      return idempotency.run(ctx, async (commit) => {
        const found = await findWithdrawal(input.withdrawalId);
        const { held, main, external } = await withdrawalAccounts(found);
        const account = await repo.accountOf(found.memberId);
        return ledger.transaction(async (tx) => {
          const row = await lockedWithdrawal(tx, found.id);
          if (row.status !== 'requested') throw new HttpError(409, 'WITHDRAWAL_NOT_PAYABLE', 'This withdrawal has already been processed');
          const at = deps.now();
          const pay = input.decision === 'pay';
          const posted = await ledger.postWithin(tx, {
            merchantCode: row.merchantCode,
            kind: pay ? 'WITHDRAW_PAYOUT' : 'WITHDRAW_RELEASE',
            idempotencyKey: `withdrawal:${row.id}:${pay ? 'payout' : 'release'}`,
            legs: [
              { accountId: held.id, amount: -row.amount },
              { accountId: pay ? external.id : main.id, amount: row.amount },
            ],
            metadata: { withdrawalId: row.id },
            at,
          });
          const updated = await repo.updateWithdrawal(tx, row.id, {
            status: pay ? 'paid' : 'rejected',
            settleTransferId: posted.transferId,
            decidedAt: at,
            remark: input.remark ?? null,
            ...(pay ? { confirmDeadline: new Date(at.getTime() + deps.autoConfirmMinutes * 60_000) } : {}),
          });
          const value = { ...withdrawalValue(updated), merchantCode: row.merchantCode, account };
          await auditMoney(tx, 'withdrawal', row, { withdrawalId: row.id, amount: row.amount, status: updated.status }, at);
          await commit(tx, value);
          return value;
        });
      });
    },

    /** A not_received dispute ends refunded (EXTERNAL -> MAIN) or upheld (nothing moves). */
    async resolveDispute(input: Input<typeof operatorDisputeResolutionCall>) {
      const ctx = {
        scope: OPERATOR_SCOPE,
        key: input.idempotencyKey,
        merchantCode: null,
        memberId: null,
        callId: 'operatorDisputeResolution',
        params: { withdrawalId: input.withdrawalId, resolution: input.resolution, remark: input.remark ?? null },
      };
      return idempotency.run(ctx, async (commit) => {
        const found = await findWithdrawal(input.withdrawalId);
        const { main, external } = await withdrawalAccounts(found);
        const account = await repo.accountOf(found.memberId);
        return ledger.transaction(async (tx) => {
          const row = await lockedWithdrawal(tx, found.id);
          if (row.status !== 'not_received') throw new HttpError(409, 'WITHDRAWAL_NOT_DISPUTED', 'This withdrawal is not disputed');
          const at = deps.now();
          let refundTransferId: number | null = null;
          if (input.resolution === 'refund') {
            const posted = await ledger.postWithin(tx, {
              merchantCode: row.merchantCode,
              kind: 'WITHDRAW_REFUND',
              idempotencyKey: `withdrawal:${row.id}:refund`,
              legs: [
                { accountId: external.id, amount: -row.amount },
                { accountId: main.id, amount: row.amount },
              ],
              metadata: { withdrawalId: row.id },
              at,
            });
            refundTransferId = posted.transferId;
          }
          const updated = await repo.updateWithdrawal(tx, row.id, {
            status: input.resolution === 'refund' ? 'refunded' : 'upheld',
            refundTransferId,
            resolvedAt: at,
            remark: input.remark ?? row.remark,
          });
          const value = { ...withdrawalValue(updated), merchantCode: row.merchantCode, account };
          await commit(tx, value);
          return value;
        });
      });
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
