import {
  MAX_UPLOAD_BYTES,
  confirmReceiptCall,
  consolidatedFundsCall,
  depositCall,
  depositChannelsCall,
  merchantWalletCall,
  operatorCreditCall,
  operatorDepositDecisionCall,
  operatorDepositsCall,
  operatorDisputeResolutionCall,
  operatorWalletJobCall,
  operatorWalletSettingsCall,
  operatorWithdrawalDecisionCall,
  operatorWithdrawalsCall,
  paymentCallbackCall,
  rebateRatesCall,
  setWithdrawPasswordCall,
  transactionHistoryCall,
  transferRelayCall,
  uploadCall,
  vipCall,
  walletBalanceCall,
  withdrawCall,
  withdrawInfoCall,
  withdrawalsCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { fail } from '../../http/envelope';
import { answerPrepared } from '../../http/prepared-answer';
import { isTrial } from '../member/rules';
import { createBalanceAnswers } from './balance-answers';

/** JSON of a 5 MiB image in base64, plus room for the other fields. */
const UPLOAD_BODY_LIMIT = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 64 * 1024;

/** Wallet calls (spec §7 "Wallet"), the cashier, VIP, the payment callback and the operator's money routes. */
const walletRoutes: FastifyPluginAsync = async (fastify) => {
  const { wallet } = fastify;
  // contractRoute has authenticated every T call before the handler runs.
  const memberOf = (request: FastifyRequest) => request.member!;

  const balanceAnswers = createBalanceAnswers(fastify.changeFeed, fastify.config.configCacheSeconds * 1000);
  contractRoute(fastify, walletBalanceCall, async (_input, request, reply) => {
    const member = memberOf(request);
    if (isTrial(member)) return wallet.balance(member);
    return answerPrepared(reply, await balanceAnswers.get(member.id, () => wallet.balance(member)));
  });
  contractRoute(fastify, merchantWalletCall, async (_input, request) => wallet.merchantWallet(memberOf(request)));
  contractRoute(fastify, transferRelayCall, async (input, request) => wallet.transfer(memberOf(request), input));
  contractRoute(fastify, consolidatedFundsCall, async (_input, request) => wallet.consolidated(memberOf(request)));
  contractRoute(fastify, transactionHistoryCall, async (input, request) => wallet.history(memberOf(request), input));
  contractRoute(fastify, depositChannelsCall, async (input, request) => wallet.channels(memberOf(request), input.language));
  contractRoute(fastify, depositCall, async (input, request) => wallet.deposit(memberOf(request), input));
  contractRoute(fastify, uploadCall, async (input, request) => wallet.upload(memberOf(request), input), {
    // A stranger's 7 MB body is refused before it is read.
    onRequest: async (request) => {
      await fastify.authenticate(request);
    },
    bodyLimit: UPLOAD_BODY_LIMIT,
  });
  contractRoute(fastify, withdrawInfoCall, async (_input, request) => wallet.withdrawInfo(memberOf(request)));
  contractRoute(fastify, setWithdrawPasswordCall, async (input, request) => wallet.setWithdrawPassword(memberOf(request), input));
  contractRoute(fastify, withdrawCall, async (input, request) => wallet.withdraw(memberOf(request), input));
  contractRoute(fastify, withdrawalsCall, async (input, request) => wallet.withdrawals(memberOf(request), input));
  contractRoute(fastify, confirmReceiptCall, async (input, request) => wallet.confirmReceipt(memberOf(request), input));
  contractRoute(fastify, vipCall, async (_input, request) => wallet.vip(memberOf(request)));
  contractRoute(fastify, rebateRatesCall, async () => wallet.rebateRates());

  // ---------------------------------------------------------------- payment gateway (PAYMENTS_PROVIDER)

  contractRoute(fastify, paymentCallbackCall, async (input) => wallet.paymentCallback(input));

  // The provider's own pages (the simulator's checkout), only when PAYMENTS_PROVIDER names it: else a 404.
  if (fastify.payments?.routes) await fastify.register(fastify.payments.routes);

  // ---------------------------------------------------------------- operator (a named API key, plugins/app/authorization.ts)

  const cashierRead = { onRequest: fastify.requireApiKey('cashier.read') };
  const cashierDecide = { onRequest: fastify.requireApiKey('cashier.decide') };
  contractRoute(fastify, operatorDepositsCall, async (input) => wallet.operatorDeposits(input.merchantCode, input.status), cashierRead);
  contractRoute(fastify, operatorDepositDecisionCall, async (input) => wallet.decideDeposit(input), cashierDecide);
  contractRoute(fastify, operatorWithdrawalsCall, async (input) => wallet.operatorWithdrawals(input.merchantCode, input.status), cashierRead);
  contractRoute(fastify, operatorWithdrawalDecisionCall, async (input) => wallet.decideWithdrawal(input), cashierDecide);
  contractRoute(fastify, operatorDisputeResolutionCall, async (input) => wallet.resolveDispute(input), cashierDecide);
  contractRoute(fastify, operatorCreditCall, async (input) => wallet.credit(input), { onRequest: fastify.requireApiKey('cashier.credit') });
  contractRoute(
    fastify,
    operatorWalletJobCall,
    async (input) => ({
      job: input.job,
      processed: input.job === 'auto-confirm' ? (await fastify.walletJobs.autoConfirm()).length : await fastify.walletJobs.rebates(),
    }),
    { onRequest: fastify.requireApiKey('jobs.run') },
  );

  contractRoute(fastify, operatorWalletSettingsCall, async (input) => wallet.updateSettings(input), { onRequest: fastify.requireApiKey('system.manage') });

  /** An uploaded receipt or proof, for the operator deciding a deposit or a dispute. */
  fastify.get<{ Params: { id: string } }>('/api/operator/wallet/uploads/:id', cashierRead, async (request, reply) => {
    const upload = await wallet.findUpload(request.params.id);
    if (!upload) return reply.code(404).send(fail('NOT_FOUND', 'Unknown upload'));
    return reply.type(upload.contentType).header('cache-control', 'no-store').send(upload.data);
  });
};

export default walletRoutes;
