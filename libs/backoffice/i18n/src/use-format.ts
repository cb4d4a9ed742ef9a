import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@platform/shared/i18n';

const LOCALES: Record<string, string> = { en: 'en-GB', pt: 'pt-PT' };

/** Amounts are minor units of an ISO currency; a code Intl does not know is shown after the figure. */
export function formatMinorAmount(minor: number, currency: string, language: string): string {
  const locale = LOCALES[language] ?? 'en-GB';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(minor / 100);
  } catch {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)} ${currency}`;
  }
}

/** Money, counts and times in the reader's language (dates as the spec's yyyy-MM-dd HH:mm:ss). */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const locale = LOCALES[language] ?? 'en-GB';
  return {
    money: (minor: number, currency: string) => formatMinorAmount(minor, currency, language),
    count: (value: number) => new Intl.NumberFormat(locale).format(value),
    dateTime: (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '—'),
  };
}
