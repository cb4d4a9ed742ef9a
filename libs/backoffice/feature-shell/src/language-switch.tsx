import { useTranslation } from 'react-i18next';
import { Select } from '@platform/backoffice/ui';
import {
  BACKOFFICE_LANGUAGES,
  changeBackofficeLanguage,
  currentBackofficeLanguage,
  isBackofficeLanguage,
  rememberBackofficeLanguage,
} from '@platform/backoffice/i18n';

/** EN / PT for the back office; remembered under its own key (never the player site's). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('shell.language')}
      data-testid="bo-language"
      value={currentBackofficeLanguage(i18n)}
      onChange={(event) => {
        const code = event.target.value;
        if (!isBackofficeLanguage(code)) return;
        rememberBackofficeLanguage(localStorage, code);
        void changeBackofficeLanguage(i18n, code);
      }}
    >
      {BACKOFFICE_LANGUAGES.map((language) => (
        <option key={language.code} value={language.code} lang={language.code.toLowerCase()}>
          {language.label}
        </option>
      ))}
    </Select>
  );
}
