import type { TransactionFilters } from './transactions';

/** The wallet's query-key factory: everything under `wallet` is refreshed after money moves. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  merchant: () => [...walletKeys.all, 'merchant'] as const,
  transactions: (filters: TransactionFilters) => [...walletKeys.all, 'transactions', filters] as const,
  channels: (language: string) => [...walletKeys.all, 'channels', language] as const,
  withdrawInfo: () => [...walletKeys.all, 'withdrawInfo'] as const,
  withdrawals: (pageNo: number) => [...walletKeys.all, 'withdrawals', pageNo] as const,
  vip: () => [...walletKeys.all, 'vip'] as const,
  rebateRates: () => ['rebateRates'] as const,
};
