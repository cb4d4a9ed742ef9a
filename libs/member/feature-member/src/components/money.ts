import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { formatAmount } from '@platform/shared/i18n';
import { languageAtom, storeValuesAtom } from '@platform/shared/session';

/**
 * Minor units as the member reads them (issue 26 "one formatter for every amount"): the merchant's
 * currency symbol, the language's separators and two decimals ("R$ 1.234,56" in PT).
 */
export function useMoney(): (minor: number) => string {
  const language = useAtomValue(languageAtom);
  const { currencySymbol } = useAtomValue(storeValuesAtom);
  return useCallback((minor: number) => formatAmount(minor, { language, currencySymbol }), [language, currencySymbol]);
}
