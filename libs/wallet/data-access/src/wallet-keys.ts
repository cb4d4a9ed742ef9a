import { WALLET_QUERY_ROOT } from '@platform/shared/session';
import type { TransactionFilters } from './transactions';

/**
 * The wallet's query-key factory. Every key sits under the shared root, so `useRefreshBalance`
 * (@platform/shared/session) reloads them all after money moves.
 */
export const walletKeys = {
  all: WALLET_QUERY_ROOT,
  balance: () => [...walletKeys.all, 'balance'] as const,
  merchant: () => [...walletKeys.all, 'merchant'] as const,
  transactions: (filters: TransactionFilters) => [...walletKeys.all, 'transactions', filters] as const,
  channels: (language: string) => [...walletKeys.all, 'channels', language] as const,
  withdrawInfo: () => [...walletKeys.all, 'withdrawInfo'] as const,
  withdrawals: (pageNo: number) => [...walletKeys.all, 'withdrawals', pageNo] as const,
  vip: () => [...walletKeys.all, 'vip'] as const,
  rebateRates: () => ['rebateRates'] as const,
};
