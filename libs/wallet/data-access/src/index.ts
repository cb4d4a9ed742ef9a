export { walletKeys } from './wallet-keys';
export { useFormatMoney } from './money';
export {
  DEFAULT_TRANSACTION_FILTERS,
  TRANSACTION_PAGE_SIZE,
  type DatePreset,
  type TransactionFilters,
  type TransactionTypeFilter,
} from './transactions';
export {
  WITHDRAWALS_PAGE_SIZE,
  useDepositChannels,
  useMerchantWallet,
  useRebateRates,
  useVip,
  useTransactionHistory,
  useWalletBalance,
  useWithdrawals,
  useWithdrawInfo,
} from './wallet-queries';
export {
  useConfirmReceipt,
  useDeposit,
  useSetWithdrawPassword,
  useTransferRelay,
  useWithdraw,
} from './wallet-mutations';
