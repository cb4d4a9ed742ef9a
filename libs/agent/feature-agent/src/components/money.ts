import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { formatAmount } from '@platform/shared/i18n';
import { languageAtom, storeValuesAtom } from '@platform/shared/session';

/**
 * Minor units as the agent reads them: the merchant's currency symbol and the language's
 * separators ("R$ 1.234,56" in Portuguese, "R$1,234.56" in English).
 */
export function useMoney(): (minor: number) => string {
  const language = useAtomValue(languageAtom);
  const { currencySymbol } = useAtomValue(storeValuesAtom);
  return useCallback((minor: number) => formatAmount(minor, { language, currencySymbol }), [language, currencySymbol]);
}
