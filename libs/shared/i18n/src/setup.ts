import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEYS, isRtl, languageOption } from './languages';

/**
 * English ships with the app (it is every other language's fallback); other
 * full catalogues load on demand so a visitor downloads only the one they read.
 */
const LAZY_CATALOGUES: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  PT: () => import('./locales/pt.json'),
};

/**
 * English texts of the lazily loaded feature pages (wallet, lottery, …). They stay out of
 * the home route's first download; see loadFeatureStrings. Other languages' catalogues are
 * lazy already, so they keep every section in one file.
 */
const EN_FEATURE_STRINGS = () => import('./locales/en-features.json');
const featureStringsLoaded = new WeakMap<I18n, Promise<void>>();

/** The codes that have a full catalogue of their own. */
export const CATALOGUE_CODES = ['EN', ...Object.keys(LAZY_CATALOGUES)] as const;

/**
 * i18next only resolves fallbacks for lower-case codes, so the spec's codes
 * (EN, PT, PT-BR) are lower-cased at this boundary; PT-BR then falls back to PT.
 */
export function toI18nCode(code: string): string {
  return code.toLowerCase();
}

/** Reads the stored choice (`lang`, then `hisLang`), falling back to the brand default. */
export function storedLanguage(storage: Pick<Storage, 'getItem'>, brandDefault: string): string {
  for (const key of LANGUAGE_STORAGE_KEYS) {
    const value = storage.getItem(key);
    if (value && languageOption(value)) return value;
  }
  return brandDefault;
}

/** A year: the choice lasts like the stored one, which never expires. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Stores the choice where the app reads it (`lang`, `hisLang`) and, given the document, as a `lang`
 * cookie too: the gateway cannot read storage, and draws the first home banner's words into the
 * HTML in the language the cookie names (apps/gateway spa/home-prerender.ts), so a PT player on an
 * EN brand does not see English words turn Portuguese after load.
 */
export function rememberLanguage(
  storage: Pick<Storage, 'setItem'>,
  code: string,
  doc?: { cookie: string; location?: { protocol: string } },
): void {
  for (const key of LANGUAGE_STORAGE_KEYS) storage.setItem(key, code);
  if (!doc || !languageOption(code)) return;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `lang=${encodeURIComponent(code)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** The catalogue a code reads: PT-BR uses the Portuguese one. */
function catalogueCodeFor(language: string): string {
  return language.split('-')[0] ?? language;
}

/** Adds a language's catalogue to an instance if it has one and it is not loaded yet. */
export async function loadCatalogue(instance: I18n, language: string): Promise<void> {
  const code = catalogueCodeFor(language);
  const loader = LAZY_CATALOGUES[code];
  if (!loader || instance.hasResourceBundle(toI18nCode(code), 'translation')) return;
  const catalogue = await loader();
  instance.addResourceBundle(toI18nCode(code), 'translation', catalogue.default, true, true);
}

/** Switches language after its catalogue has arrived, so no English flashes first. */
export async function changeLanguage(instance: I18n, language: string): Promise<void> {
  await loadCatalogue(instance, language);
  await instance.changeLanguage(toI18nCode(language));
}

/**
 * Adds the English feature texts (once per instance). Components re-render when they
 * arrive (bindI18nStore 'added'), so a page that beat them to the screen fills itself in.
 */
export function loadFeatureStrings(instance: I18n): Promise<void> {
  let loading = featureStringsLoaded.get(instance);
  if (!loading) {
    loading = EN_FEATURE_STRINGS().then((catalogue) => {
      instance.addResourceBundle(toI18nCode('EN'), 'translation', catalogue.default, true, false);
    });
    featureStringsLoaded.set(instance, loading);
  }
  return loading;
}

export interface CreateI18nOptions {
  /** The app passes true and calls loadFeatureStrings after its first render; tests get everything at once. */
  deferFeatureStrings?: boolean;
}

export async function createI18n(language: string, options: CreateI18nOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: toI18nCode(language),
    fallbackLng: toI18nCode(DEFAULT_LANGUAGE),
    // A copy: adding feature strings deep-merges into it, and the imported module is shared.
    resources: { [toI18nCode('EN')]: { translation: structuredClone(en) } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { bindI18nStore: 'added' },
  });
  await changeLanguage(instance, language);
  if (!options.deferFeatureStrings) await loadFeatureStrings(instance);
  return instance;
}

/** Sets `lang` and `dir` on the document root; AR and UR read right to left. */
export function applyDocumentLanguage(doc: Document, code: string): void {
  doc.documentElement.lang = code.toLowerCase();
  doc.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}
