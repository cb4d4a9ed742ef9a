import { EXPORT_LANGUAGES, type ExportLanguage } from './export-columns';

/** The query parameter the back office sends with the language its screens are in. */
export const EXPORT_LANGUAGE_PARAM = 'lang';

const isExportLanguage = (value: unknown): value is ExportLanguage => EXPORT_LANGUAGES.some((language) => language === value);

/**
 * The language of an export's headers: the back office's own choice (`?lang=EN|PT`, what the
 * staff member picked on screen), else the first of Accept-Language's languages by weight that the
 * back office speaks, else English. Answers undefined for a `lang` it does not speak: bad input.
 */
export function exportLanguageOf(lang: unknown, acceptLanguage: string | undefined): ExportLanguage | undefined {
  if (lang !== undefined) return isExportLanguage(lang) ? lang : undefined;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { code: tag.split('-')[0]!.toUpperCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.code).find(isExportLanguage) ?? 'EN';
}
