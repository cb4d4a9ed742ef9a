export {
  BACKOFFICE_LANGUAGES,
  BACKOFFICE_LANGUAGE_KEY,
  changeBackofficeLanguage,
  createBackofficeI18n,
  currentBackofficeLanguage,
  isBackofficeLanguage,
  rememberBackofficeLanguage,
  storedBackofficeLanguage,
} from './setup';
export type { BackofficeLanguage } from './setup';
export { useBackofficeErrorText } from './use-error-text';
export { useTableLabels } from './use-table-labels';
export { formatMinorAmount, useFormat } from './use-format';
