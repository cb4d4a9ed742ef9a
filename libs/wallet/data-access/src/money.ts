import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { formatAmount } from '@platform/shared/i18n';
import { languageAtom } from '@platform/shared/session';

/**
 * Minor units as the player reads them in the session's language (issue 26 "one formatter for
 * every amount"): the merchant's currency symbol the wallet answered with, the language's
 * separators and two fixed decimals, so "R$ 10.000,00" in PT and "R$10,000.00" in EN.
 */
export function useFormatMoney(): (minor: number, currencySymbol: string) => string {
  const language = useAtomValue(languageAtom);
  return useCallback((minor: number, currencySymbol: string) => formatAmount(minor, { language, currencySymbol }), [language]);
}
