import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = join(import.meta.dirname, '../../../../libs/shared/i18n/src/locales');

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

const read = (file: string): Catalogue => JSON.parse(readFileSync(join(LOCALES, file), 'utf8')) as Catalogue;

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

import type { EnglishText } from '@platform/shared/e2e-layout';

export type { EnglishText };

/**
 * The EN catalogue values (en.json + en-features.json) whose PT value differs, and which carry at
 * least one English word of four letters or more, so short codes and numbers never count.
 */
export function englishOnlyTexts(): EnglishText[] {
  const en = flatten({ ...read('en.json') });
  for (const [key, value] of flatten(read('en-features.json'))) en.set(key, value);
  const pt = flatten(read('pt.json'));
  const texts: EnglishText[] = [];
  for (const [key, value] of en) {
    const text = value.trim();
    const ptValue = pt.get(key)?.trim();
    if (!text || ptValue === text || ENGLISH_ALLOWED_ON_PT[text]) continue;
    // i18next plural keys and context variants are values like any other.
    const literal = text.replace(/\{\{[^}]+\}\}/g, ' ');
    if (!/[A-Za-z]{4,}/.test(literal)) continue;
    // A value that is also some PT value elsewhere (a shared word) is not evidence of English.
    if (ptValues(pt).has(text)) continue;
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

let ptValueSet: Set<string> | undefined;
function ptValues(pt: Map<string, string>): Set<string> {
  ptValueSet ??= new Set([...pt.values()].map((v) => v.trim()));
  return ptValueSet;
}
