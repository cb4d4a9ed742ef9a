import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  depositChannelsCall,
  merchantWalletCall,
  rebateRatesCall,
  transactionHistoryCall,
  vipCall,
  walletBalanceCall,
  withdrawalsCall,
  withdrawInfoCall,
} from '@platform/shared/api-contract';
import { useApiClient } from '@platform/shared/api-client';
import { languageAtom, tokenAtom } from '@platform/shared/session';
import { TRANSACTION_PAGE_SIZE, type TransactionFilters } from './transactions';
import { walletKeys } from './wallet-keys';

/** Wallet screens show money, so they refetch whenever they are looked at again. */
const MONEY_STALE_MS = 0;
export const WITHDRAWALS_PAGE_SIZE = 10;

function useSignedIn() {
  return useAtomValue(tokenAtom) !== null;
}

export function useWalletBalance() {
  const client = useApiClient();
  return useQuery({
    queryKey: walletKeys.balance(),
    queryFn: () => client.call(walletBalanceCall, {}),
    enabled: useSignedIn(),
    staleTime: MONEY_STALE_MS,
  });
}

/** Spec §3 singleWallet: in single-wallet mode there are no vendor wallets to transfer between. */
export function useMerchantWallet() {
  const client = useApiClient();
  return useQuery({
    queryKey: walletKeys.merchant(),
    queryFn: () => client.call(merchantWalletCall, {}),
    enabled: useSignedIn(),
    staleTime: 5 * 60_000,
  });
}

export function useTransactionHistory(filters: TransactionFilters) {
  const client = useApiClient();
  return useQuery({
    queryKey: walletKeys.transactions(filters),
    queryFn: () =>
      client.call(transactionHistoryCall, {
        pageNo: filters.pageNo,
        pageSize: TRANSACTION_PAGE_SIZE,
        type: filters.type,
        preset: filters.preset,
      }),
    enabled: useSignedIn(),
    placeholderData: keepPreviousData,
    staleTime: MONEY_STALE_MS,
  });
}

export function useDepositChannels() {
  const client = useApiClient();
  // Channel names are the operator's, per language (issue 26): asked for in the page's language.
  const language = useAtomValue(languageAtom);
  return useQuery({
    queryKey: walletKeys.channels(language),
    queryFn: () => client.call(depositChannelsCall, { language }),
    enabled: useSignedIn(),
    staleTime: 5 * 60_000,
  });
}

export function useWithdrawInfo() {
  const client = useApiClient();
  return useQuery({
    queryKey: walletKeys.withdrawInfo(),
    queryFn: () => client.call(withdrawInfoCall, {}),
    enabled: useSignedIn(),
    staleTime: MONEY_STALE_MS,
  });
}

export function useWithdrawals(pageNo: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: walletKeys.withdrawals(pageNo),
    queryFn: () => client.call(withdrawalsCall, { pageNo, pageSize: WITHDRAWALS_PAGE_SIZE }),
    enabled: useSignedIn(),
    placeholderData: keepPreviousData,
    staleTime: MONEY_STALE_MS,
  });
}

/** Spec §3 store values hasVip, vipLabelName, vipRankLevel, with progress by turnover. */
export function useVip() {
  const client = useApiClient();
  return useQuery({
    queryKey: walletKeys.vip(),
    queryFn: () => client.call(vipCall, {}),
    enabled: useSignedIn(),
    staleTime: 60_000,
  });
}

/** Spec §9 "Rebate display": the operator's rates per category (public, rarely changing). */
export function useRebateRates() {
  const client = useApiClient();
  return useQuery({
    queryKey: walletKeys.rebateRates(),
    queryFn: () => client.call(rebateRatesCall, {}),
    staleTime: 60 * 60_000,
  });
}
