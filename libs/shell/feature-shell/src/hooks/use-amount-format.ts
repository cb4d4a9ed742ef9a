import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatMajorAmount } from '@platform/shared/i18n';
import { storeValuesAtom, systemInfoAtom } from '@platform/shared/session';

/**
 * Every amount the shell shows (issue 26 "one formatter for every amount"): the merchant's currency
 * symbol, the separators of the language the page is written in, and two fixed decimals.
 *
 * The symbol comes from the public system status (`info.currency`), which a guest and a page
 * before the wallet's answer already have; the wallet's currencySymbol is the fallback for a
 * status that names none. The home jackpot and winner board read them in the same order.
 */
export function useAmountFormat() {
  const { i18n } = useTranslation();
  const { currencySymbol: walletSymbol } = useAtomValue(storeValuesAtom);
  const merchantSymbol = useAtomValue(systemInfoAtom)?.currency?.symbol;
  const options = { language: i18n.language, currencySymbol: merchantSymbol || walletSymbol };
  return {
    /** Minor units (balances, records): 1008640 -> "R$ 10.086,40" in PT. */
    minor: (amount: number) => formatAmount(amount, options),
    /** Major units (the winner board's winAmount): 56170.7 -> "R$56,170.70" in EN. */
    major: (amount: number) => formatMajorAmount(amount, options),
  };
}
