import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@platform/shared/ui-kit';

/** Formats an amount (at most two decimals) with the current language's separators from the catalogue. */
export function useDecimalFormat(): (amount: number) => string {
  const { t } = useTranslation();
  const separators = { group: t('home.group_separator'), decimal: t('home.decimal_separator') };
  return (amount) => formatDecimal(amount, separators);
}
