import { createAccountsService } from './accounts-service';
import { createCashierService, createDepositSettlement } from './cashier-service';
import { createOperatorService } from './operator-service';
import type { WalletDeps } from './service-support';
import { createTransfersService } from './transfers-service';
import { createWalletContext } from './wallet-context';
import { createWithdrawalsService } from './withdrawals-service';

export type { WalletDeps } from './service-support';
export { depositValue } from './cashier-service';
export { TRIAL_PLAY_MONEY } from './wallet-context';

/**
 * The wallet rules (README "Money") as one service, composed of the spec's parts: a member's
 * accounts (balances, history, VIP, settings), transfers (the relay between wallets and the
 * in-house games' bets and wins), the cashier (deposits and uploads), withdrawals and the
 * operator's actions. Every movement goes through the ledger, every row through the repository,
 * in the transaction of its posting.
 */
export function createWalletService(deps: WalletDeps) {
  const context = createWalletContext(deps);
  const settleDeposit = createDepositSettlement(deps, context);
  return {
    ...createAccountsService(deps, context),
    ...createTransfersService(deps, context),
    ...createCashierService(deps, context, settleDeposit),
    ...createWithdrawalsService(deps, context),
    ...createOperatorService(deps, context, settleDeposit),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
