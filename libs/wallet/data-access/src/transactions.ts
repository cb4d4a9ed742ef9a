import type { DATE_PRESETS, TRANSACTION_TYPES } from '@platform/shared/api-contract';

export type TransactionTypeFilter = (typeof TRANSACTION_TYPES)[number] | 'all';
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface TransactionFilters {
  type: TransactionTypeFilter;
  preset: DatePreset;
  pageNo: number;
}

/** The account record's page size (the contract allows up to MAX_PAGE_SIZE). */
export const TRANSACTION_PAGE_SIZE = 20;

export const DEFAULT_TRANSACTION_FILTERS: TransactionFilters = { type: 'all', preset: 'previous7', pageNo: 1 };
