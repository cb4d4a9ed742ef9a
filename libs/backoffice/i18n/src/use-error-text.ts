import { useTranslation } from 'react-i18next';

/**
 * A failed call as a translated sentence: `errors.<code>` of the back-office catalogue, else the
 * generic one. The error's value fills placeholders (e.g. the confirmation threshold).
 */
export function useBackofficeErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string | null => {
    if (!error) return null;
    const { code, value } = error as { code?: unknown; value?: unknown };
    if (typeof code !== 'string') return t('errors.UNKNOWN');
    const params = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    return t(`errors.${code}`, { ...params, defaultValue: t('errors.UNKNOWN') });
  };
}
