/**
 * The spec's language codes (§9) with their display name and flag. EN and PT
 * have full catalogues; every other code falls back to EN.
 */
export interface LanguageOption {
  code: string;
  label: string;
  flag: string;
  rtl: boolean;
}

const entry = (code: string, label: string, flag: string, rtl = false): LanguageOption => ({
  code,
  label,
  flag,
  rtl,
});

export const LANGUAGES: readonly LanguageOption[] = [
  entry('CN', '简体中文', '🇨🇳'),
  entry('EN', 'English', '🇬🇧'),
  entry('JA', '日本語', '🇯🇵'),
  entry('TH', 'ไทย', '🇹🇭'),
  entry('VI', 'Tiếng Việt', '🇻🇳'),
  entry('MY', 'မြန်မာ', '🇲🇲'),
  entry('ES', 'Español', '🇪🇸'),
  entry('HI', 'हिन्दी', '🇮🇳'),
  entry('ID', 'Bahasa Indonesia', '🇮🇩'),
  entry('KM', 'ខ្មែរ', '🇰🇭'),
  entry('KO', '한국어', '🇰🇷'),
  entry('KR', '한국어 (KR)', '🇰🇷'),
  entry('MS', 'Bahasa Melayu', '🇲🇾'),
  entry('PT', 'Português', '🇵🇹'),
  entry('TA', 'தமிழ்', '🇮🇳'),
  entry('TW', '繁體中文', '🇹🇼'),
  entry('TY', 'Türkçe (TY)', '🇹🇷'),
  entry('UR', 'اردو', '🇵🇰', true),
  entry('PT-BR', 'Português (Brasil)', '🇧🇷'),
  entry('TR', 'Türkçe', '🇹🇷'),
  entry('BN', 'বাংলা', '🇧🇩'),
  entry('AR', 'العربية', '🇸🇦', true),
];

/** Storage keys the spec names for the language choice. */
export const LANGUAGE_STORAGE_KEYS = ['lang', 'hisLang'] as const;
export const DEFAULT_LANGUAGE = 'EN';

export function isRtl(code: string): boolean {
  return LANGUAGES.some((l) => l.code === code && l.rtl);
}

export function languageOption(code: string): LanguageOption | undefined {
  return LANGUAGES.find((l) => l.code === code);
}
