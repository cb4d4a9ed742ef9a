export { LANGUAGES, LANGUAGE_STORAGE_KEYS, DEFAULT_LANGUAGE, isRtl, languageOption } from './languages';
export type { LanguageOption } from './languages';
export {
  CATALOGUE_CODES,
  loadCatalogue,
  changeLanguage,
  createI18n,
  loadFeatureStrings,
  toI18nCode,
  storedLanguage,
  rememberLanguage,
  applyDocumentLanguage,
} from './setup';
export type { CreateI18nOptions } from './setup';
export { formatDateTime } from './date-format';
export { amountStyleFor, formatAmount, formatMajorAmount, formatMinor, formatMoney, parseAmount } from './money-format';
export type { AmountOptions, AmountStyle } from './money-format';
export { useErrorText } from './use-error-text';
export { usePagerLabels } from './use-pager-labels';
export type { PagerLabels } from './use-pager-labels';
