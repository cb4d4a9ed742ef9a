import { atom } from 'jotai';

/** Session storage key of the merchant the staff member is working on (per tab). */
export const MERCHANT_STORAGE_KEY = 'backoffice.merchant';

/** The merchant every screen reads and writes; null until the staff member's grants are known. */
export const merchantCodeAtom = atom<string | null>(null);

/** The remembered choice if the staff member still holds a grant there, else their first merchant. */
export function pickMerchant(storage: Pick<Storage, 'getItem'>, merchants: readonly string[]): string | null {
  const kept = storage.getItem(MERCHANT_STORAGE_KEY);
  if (kept && merchants.includes(kept)) return kept;
  return merchants[0] ?? null;
}
