import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnglishText } from '@platform/shared/e2e-layout';

const LOCALES = join(import.meta.dirname, '../../../../libs/backoffice/i18n/src/locales');

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

const read = (file: string): Map<string, string> => flatten(JSON.parse(readFileSync(join(LOCALES, file), 'utf8')) as Catalogue);


/** English values that may stand on a PT back-office page although the catalogues differ. */
export const BACKOFFICE_ENGLISH_ALLOWED_ON_PT: Record<string, string> = {
  English: "a language's own name in the language picker",
  Português: "a language's own name in the language picker",
};

/**
 * The back office's own version of web-e2e's englishOnlyTexts (layout-catalogue.ts there, which
 * reads the player catalogues from a fixed folder): EN values of libs/backoffice/i18n whose PT value differs and
 * that hold an English word of four letters or more, as fixed texts or, with {{placeholders}},
 * whole-text patterns.
 */
export function backofficeEnglishOnlyTexts(): EnglishText[] {
  const en = read('en.json');
  const pt = read('pt.json');
  const ptValues = new Set([...pt.values()].map((v) => v.trim()));
  const texts: EnglishText[] = [];
  for (const [key, value] of en) {
    const text = value.trim();
    if (!text || pt.get(key)?.trim() === text || BACKOFFICE_ENGLISH_ALLOWED_ON_PT[text] || ptValues.has(text)) continue;
    if (!/[A-Za-z]{4,}/.test(text.replace(/\{\{[^}]+\}\}/g, ' '))) continue;
    if (text.includes('{{')) {
      const escaped = text
        .split(/\{\{[^}]+\}\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+?');
      texts.push({ key, text, pattern: `^${escaped}$` });
    } else {
      texts.push({ key, text });
    }
  }
  return texts;
}
