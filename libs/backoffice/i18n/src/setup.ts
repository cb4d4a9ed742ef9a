import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

/** The back office speaks English and Portuguese; the player catalogue is not loaded here. */
export const BACKOFFICE_LANGUAGES = [
  { code: 'EN', label: 'English' },
  { code: 'PT', label: 'Português' },
] as const;
export type BackofficeLanguage = (typeof BACKOFFICE_LANGUAGES)[number]['code'];

/** Its own key, so a staff member's choice never changes the player site's language on the same host. */
export const BACKOFFICE_LANGUAGE_KEY = 'backoffice.lang';

export function isBackofficeLanguage(value: unknown): value is BackofficeLanguage {
  return BACKOFFICE_LANGUAGES.some((language) => language.code === value);
}

export function storedBackofficeLanguage(storage: Pick<Storage, 'getItem'>): BackofficeLanguage {
  const value = storage.getItem(BACKOFFICE_LANGUAGE_KEY);
  return isBackofficeLanguage(value) ? value : 'EN';
}

export function rememberBackofficeLanguage(storage: Pick<Storage, 'setItem'>, code: BackofficeLanguage): void {
  storage.setItem(BACKOFFICE_LANGUAGE_KEY, code);
}

// Portuguese loads only for those who read it; English is the fallback and ships with the app.
const loadPortuguese = () => import('./locales/pt.json');

async function ensureCatalogue(instance: I18n, code: BackofficeLanguage): Promise<void> {
  if (code !== 'PT' || instance.hasResourceBundle('pt', 'translation')) return;
  const catalogue = await loadPortuguese();
  instance.addResourceBundle('pt', 'translation', catalogue.default, true, true);
}

/** Switches language once its catalogue is in, and sets the document's lang. */
export async function changeBackofficeLanguage(instance: I18n, code: BackofficeLanguage): Promise<void> {
  await ensureCatalogue(instance, code);
  await instance.changeLanguage(code.toLowerCase());
  if (typeof document !== 'undefined') document.documentElement.lang = code.toLowerCase();
}

export async function createBackofficeI18n(code: BackofficeLanguage = 'EN'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: structuredClone(en) } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeBackofficeLanguage(instance, code);
  return instance;
}

/** The language code (EN, PT) an instance currently reads. */
export function currentBackofficeLanguage(instance: Pick<I18n, 'language'>): BackofficeLanguage {
  const code = instance.language.toUpperCase();
  return isBackofficeLanguage(code) ? code : 'EN';
}
