import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { amountStyleFor, formatAmount } from '@platform/shared/i18n';
import { languageAtom, storeValuesAtom, systemInfoAtom } from '@platform/shared/session';

/**
 * Minor units as the agent reads them (issue 26 "one formatter for every amount", as the member
 * centre writes them): the merchant's currency symbol and the language's separators with two
 * decimals ("R$ 1.234,56" in Portuguese, "R$1,234.56" in English). The symbol is the public system
 * status's merchant currency, so an agent-page session shows it before any wallet call answers.
 */
export function useMoney(): (minor: number) => string {
  const language = useAtomValue(languageAtom);
  const { currencySymbol: walletSymbol } = useAtomValue(storeValuesAtom);
  const currencySymbol = useAtomValue(systemInfoAtom)?.currency?.symbol || walletSymbol;
  return useCallback((minor: number) => formatAmount(minor, { language, currencySymbol }), [language, currencySymbol]);
}

/** Basis points as a percentage in the language's decimals: 150 -> "1.50%" in EN, "1,50%" in PT. */
export function formatRate(basisPoints: number, language: string): string {
  const sign = basisPoints < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(basisPoints));
  return `${sign}${Math.floor(abs / 100)}${amountStyleFor(language).decimal}${String(abs % 100).padStart(2, '0')}%`;
}

export function useRate(): (basisPoints: number) => string {
  const language = useAtomValue(languageAtom);
  return useCallback((basisPoints: number) => formatRate(basisPoints, language), [language]);
}
