import type { WalletBalance, WithdrawalInfo } from '@platform/shared/api-contract';
import { createStore } from 'jotai';
import { tokenAtom } from '@platform/shared/session';

export function balanceOf(overrides: Partial<WalletBalance> = {}): WalletBalance {
  return {
    balance: 1_234_56,
    currency: 'BRL',
    currencySymbol: 'R$',
    isTrial: false,
    held: 0,
    wallets: [
      { code: 'MAIN', name: 'Main', balance: 1_234_56 },
      { code: 'AG', name: 'AG Live', balance: 50_00 },
    ],
    ...overrides,
  };
}

export function withdrawal(overrides: Partial<WithdrawalInfo> = {}): WithdrawalInfo {
  return {
    id: 7,
    amount: 100_00,
    receivingAddress: 'Bank 123',
    status: 'requested',
    createdAt: '2026-11-20T10:00:00Z',
    decidedAt: null,
    confirmDeadline: null,
    confirmedAt: null,
    proofUploadIds: [],
    ...overrides,
  };
}

export const emptyPage = { pageNo: 1, pageSize: 10, total: 0, totalPages: 0, rows: [] };

/** A store with a session token, so the wallet's queries run. */
export function signedInStore() {
  const store = createStore();
  store.set(tokenAtom, 'token');
  return store;
}
