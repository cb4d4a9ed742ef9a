import { useTranslation } from 'react-i18next';
import { useAtom, useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { applyDocumentLanguage, changeLanguage, languageOption, rememberLanguage } from '@platform/shared/i18n';
import { languageAtom, loginStateAtom, tokenAtom, useBrand } from '@platform/shared/session';
import { VisuallyHidden } from '@platform/shared/ui-kit';
import { reloadForLanguage, useLanguageUpdate } from '@platform/shell/data-access';
import { flagUrl } from './language-flags';

const Field = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--space-xs);
`;

/** 4:3 like the flag-icons artwork; a hairline so white-edged flags stay visible on light headers. */
const Flag = styled.img`
  width: 24px;
  height: 18px;
  flex: none;
  border-radius: 2px;
  box-shadow: 0 0 0 1px var(--color-border);
`;

const Select = styled.select`
  min-height: 44px;
  padding: 0 var(--space-sm);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
`;

/**
 * The brand's languages with flags (spec §2). A native <option> cannot hold an image, so the
 * chosen language's flag is a bundled image beside the select (never an emoji: issue 20 §6).
 * A change is stored under lang and hisLang, sets the document's lang and direction (AR and UR
 * read right to left), is sent to the server when logged in, and reloads hot games, winners,
 * announcements and vendors (spec §4).
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useAtom(languageAtom);
  const token = useAtomValue(tokenAtom);
  const { isLogin } = useAtomValue(loginStateAtom);
  const languageUpdate = useLanguageUpdate();

  const change = async (code: string) => {
    rememberLanguage(localStorage, code, document);
    applyDocumentLanguage(document, code);
    await changeLanguage(i18n, code);
    setLanguage(code);
    if (token && isLogin) languageUpdate.mutate({ language: code });
    await reloadForLanguage(queryClient);
  };

  const current = languageOption(language);
  const currentFlag = flagUrl(language);
  return (
    <Field>
      <VisuallyHidden>{t('common.language')}</VisuallyHidden>
      {currentFlag ? (
        <Flag src={currentFlag} alt={current?.label ?? language} width={24} height={18} data-testid="language-flag" />
      ) : null}
      <Select
        aria-label={t('common.language')}
        data-testid="language-select"
        value={language}
        onChange={(event) => void change(event.target.value)}
      >
        {brand.languages.supported.map((code) => {
          const option = languageOption(code);
          return (
            <option key={code} value={code}>
              {option ? option.label : code}
            </option>
          );
        })}
      </Select>
    </Field>
  );
}
