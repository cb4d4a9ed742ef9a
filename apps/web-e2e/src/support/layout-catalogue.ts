import { join } from 'node:path';
import { englishOnlyTexts as englishOnlyTextsOf, readCatalogues, type EnglishText } from '@platform/shared/e2e-layout';

const LOCALES = join(import.meta.dirname, '../../../../libs/shared/i18n/src/locales');

/**
 * English texts that must not appear on a Portuguese page, each with a reason where it may:
 * strings that read the same in both languages are not in the list at all (the catalogues agree),
 * and these few differ in the catalogues yet are fine to see in English on a PT page.
 */
export const ENGLISH_ALLOWED_ON_PT: Record<string, string> = {
  'Fortuna Play': 'brand name',
  'Lucky Star': 'brand name',
  'Royal Crown': 'brand name',
  English: "a language's own name in the language picker",
  Português: "a language's own name in the language picker",
};

/**
 * The player app's English-only texts (the rule is libs/shared/e2e-layout's englishOnlyTexts):
 * the EN values (en.json, then en-features.json over it) that must not show on a PT page.
 */
export function englishOnlyTexts(): EnglishText[] {
  return englishOnlyTextsOf(readCatalogues(LOCALES, 'en.json', 'en-features.json'), readCatalogues(LOCALES, 'pt.json'), ENGLISH_ALLOWED_ON_PT);
}
