import type { operatorCreditCall, operatorDepositDecisionCall, operatorWalletSettingsCall } from '@platform/shared/api-contract';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { isTrial } from '../member/rules';
import { depositValue, type SettleDeposit } from './cashier-service';
import { OPERATOR_SCOPE, type WalletDeps } from './service-support';
import type { WalletContext } from './wallet-context';

/**
 * The operator's wallet actions (README "Operator routes", an API key): the deposit queue and its
 * decisions, manual credits and the merchant's wallet settings. The withdrawal decisions are in
 * withdrawals-service.ts with the rest of the withdrawals.
 */
export function createOperatorService(deps: WalletDeps, context: WalletContext, settleDeposit: SettleDeposit) {
  const { ledger, idempotency, repository: repo } = deps;
  const { currencyOf } = context;

  return {
    async operatorDeposits(merchantCode: string, status: string | undefined) {
      const rows = await repo.operatorDeposits(merchantCode, status);
      return rows.map((row) => ({ ...depositValue(row.deposit, deps.payments), merchantCode: row.deposit.merchantCode, account: row.account }));
    },

    async decideDeposit(input: Input<typeof operatorDepositDecisionCall>) {
      const ctx = {
        scope: OPERATOR_SCOPE,
        key: input.idempotencyKey,
        merchantCode: null,
        memberId: null,
        callId: 'operatorDepositDecision',
        params: { depositId: input.depositId, decision: input.decision, remark: input.remark ?? null },
      };
      return idempotency.run(ctx, (commit) => settleDeposit(input.depositId, input.decision, input.remark ?? null, commit));
    },

    /** EXTERNAL -> MAIN, for demos, tests and manual adjustments. A trial account takes play money only. */
    async credit(input: Input<typeof operatorCreditCall>) {
      const ctx = {
        scope: OPERATOR_SCOPE,
        key: input.idempotencyKey,
        merchantCode: input.merchantCode,
        memberId: null,
        callId: 'operatorCredit',
        params: { merchantCode: input.merchantCode, account: input.account, amount: input.amount, remark: input.remark ?? null },
      };
      return idempotency.run(ctx, async (commit) => {
        const member = await deps.members.findByAccount(input.merchantCode, input.account);
        if (!member) throw new HttpError(404, 'NOT_FOUND', 'Unknown account');
        if (isTrial(member)) throw new HttpError(403, 'PLAY_MONEY_ONLY', 'Trial accounts hold play money only');
        const { currency } = await currencyOf(member.merchantCode);
        const [external, main] = await Promise.all([
          ledger.systemAccount(member.merchantCode, 'EXTERNAL', currency),
          ledger.memberAccount(member.merchantCode, member.id, 'MAIN', currency),
        ]);
        return ledger.transaction(async (tx) => {
          const posted = await ledger.postWithin(tx, {
            merchantCode: member.merchantCode,
            kind: 'CREDIT',
            idempotencyKey: `operator:credit:${input.idempotencyKey}`,
            legs: [
              { accountId: external.id, amount: -input.amount },
              { accountId: main.id, amount: input.amount },
            ],
            metadata: { remark: input.remark ?? null },
            at: deps.now(),
          });
          const value = { transferId: posted.transferId, account: member.account, amount: input.amount, balance: posted.balanceAfter.get(main.id)! };
          await commit(tx, value);
          return value;
        });
      });
    },

    async updateSettings(input: Input<typeof operatorWalletSettingsCall>) {
      if (!(await deps.findMerchant(input.merchantCode))) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
      await repo.saveSettings(input.merchantCode, {
        ...(input.singleWallet !== undefined ? { singleWallet: input.singleWallet } : {}),
        ...(input.currencySymbol !== undefined ? { currencySymbol: input.currencySymbol } : {}),
        ...(input.wageringMultiplier !== undefined ? { wageringMultiplier: input.wageringMultiplier } : {}),
        ...(input.rebateWagering !== undefined ? { rebateWagering: input.rebateWagering } : {}),
        ...(input.referralReward !== undefined ? { referralReward: input.referralReward } : {}),
      });
      const { merchantCode, singleWallet, currency, currencySymbol, wageringMultiplier, rebateWagering, referralReward } = await repo.settings(input.merchantCode);
      return { merchantCode, singleWallet, currency, currencySymbol, wageringMultiplier, rebateWagering, referralReward };
    },
  };
}
