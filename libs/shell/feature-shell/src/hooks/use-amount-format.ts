import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatMajorAmount } from '@platform/shared/i18n';
import { storeValuesAtom } from '@platform/shared/session';

/**
 * Every amount the shell shows (issue 26 "one formatter for every amount"): the merchant's currency
 * symbol (the store's currencySymbol, known once the wallet has answered), the separators of the
 * language the page is written in, and two fixed decimals.
 */
export function useAmountFormat() {
  const { i18n } = useTranslation();
  const { currencySymbol } = useAtomValue(storeValuesAtom);
  const options = { language: i18n.language, currencySymbol };
  return {
    /** Minor units (balances, records): 1008640 -> "R$ 10.086,40" in PT. */
    minor: (amount: number) => formatAmount(amount, options),
    /** Major units (the winner board's winAmount): 56170.7 -> "R$56,170.70" in EN. */
    major: (amount: number) => formatMajorAmount(amount, options),
  };
}
