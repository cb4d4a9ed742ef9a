import type { TFunction } from 'i18next';

/** A failed fairness call as text: its own messages for the seed codes, the shared catalogue otherwise. */
export function fairnessErrorText(t: TFunction, error: unknown): string {
  if (!error) return '';
  const code = typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : 'UNKNOWN';
  if (code === 'SEED_NOT_REVEALED') return t('fairness.not_revealed');
  if (code === 'SEED_CHANGED') return t('fairness.seed_changed');
  return t(`errors.${code}`, { defaultValue: t('errors.UNKNOWN') });
}
