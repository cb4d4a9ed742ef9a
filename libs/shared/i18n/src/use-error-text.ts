import { useTranslation } from 'react-i18next';

/**
 * A failed call as a translated sentence: `<section>.errors.<code>` for each section given (a
 * domain's own wording first), then the shared `errors.<code>`, then "Unknown error". The error's
 * `value` object fills the text's placeholders (e.g. the word bounds of a feedback refusal).
 */
export function useErrorText(sections: readonly string[] = []) {
  const { t } = useTranslation();
  return (error: unknown): string | null => {
    if (!error) return null;
    const { code, value } = error as { code?: unknown; value?: unknown };
    if (typeof code !== 'string') return t('errors.UNKNOWN');
    const params = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    const keys = [...sections.map((section) => `${section}.errors.${code}`), `errors.${code}`];
    return t(keys, { ...params, defaultValue: t('errors.UNKNOWN') });
  };
}
