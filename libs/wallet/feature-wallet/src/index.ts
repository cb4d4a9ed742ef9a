export { HeaderBalance, HIDE_BALANCE_KEY, type HeaderBalanceProps } from './components/header-balance';
export { TransferFundPage } from './pages/transfer-fund-page';
export { DepositPage } from './pages/deposit-page';
export { WithdrawPage } from './pages/withdraw-page';
export { TransactionHistoryPage } from './pages/transaction-history-page';
