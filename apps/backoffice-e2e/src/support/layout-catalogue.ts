import { join } from 'node:path';
import { englishOnlyTexts, readCatalogues, type EnglishText } from '@platform/shared/e2e-layout';

const LOCALES = join(import.meta.dirname, '../../../../libs/backoffice/i18n/src/locales');

/** English values that may stand on a PT back-office page although the catalogues differ. */
export const BACKOFFICE_ENGLISH_ALLOWED_ON_PT: Record<string, string> = {
  English: "a language's own name in the language picker",
  Português: "a language's own name in the language picker",
};

/**
 * The back office's English-only texts (the rule is libs/shared/e2e-layout's englishOnlyTexts):
 * the EN values of libs/backoffice/i18n that must not show on a PT page.
 */
export function backofficeEnglishOnlyTexts(): EnglishText[] {
  return englishOnlyTexts(readCatalogues(LOCALES, 'en.json'), readCatalogues(LOCALES, 'pt.json'), BACKOFFICE_ENGLISH_ALLOWED_ON_PT);
}
