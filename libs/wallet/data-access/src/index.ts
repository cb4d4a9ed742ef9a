export { walletKeys } from './wallet-keys';
export { useFormatMoney } from './money';
export {
  DEFAULT_TRANSACTION_FILTERS,
  TRANSACTION_PAGE_SIZE,
  type DatePreset,
  type TransactionFilters,
  type TransactionTypeFilter,
} from './transactions';
export { fetchWalletBalance, useWalletBalance, walletBalanceQueryOptions } from './wallet-balance';
export { fetchMerchantWallet, merchantWalletQueryOptions, useMerchantWallet } from './merchant-wallet';
export { fetchTransactionHistory, transactionHistoryQueryOptions, useTransactionHistory } from './transaction-history';
export { depositChannelsQueryOptions, fetchDepositChannels, useDepositChannels } from './deposit-channels';
export { fetchWithdrawInfo, useWithdrawInfo, withdrawInfoQueryOptions } from './withdraw-info';
export { WITHDRAWALS_PAGE_SIZE, fetchWithdrawals, useWithdrawals, withdrawalsQueryOptions } from './withdrawals';
export { fetchVip, useVip, vipQueryOptions } from './vip';
export { fetchRebateRates, rebateRatesQueryOptions, useRebateRates } from './rebate-rates';
export {
  useConfirmReceipt,
  useDeposit,
  useSetWithdrawPassword,
  useTransferRelay,
  useWithdraw,
} from './wallet-mutations';
