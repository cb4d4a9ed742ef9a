import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnglishText } from './layout-screen-checks';

type Catalogue = { [key: string]: string | Catalogue };

/** An i18next catalogue's nested keys as dotted paths: `{ a: { b: 'x' } }` gives `a.b` → `x`. */
export function flattenCatalogue(catalogue: Catalogue, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flattenCatalogue(value, path, into);
  }
  return into;
}

/** The JSON catalogues `files` of `folder` flattened into one map, a later file's key winning. */
export function readCatalogues(folder: string, ...files: string[]): Map<string, string> {
  const into = new Map<string, string>();
  for (const file of files) flattenCatalogue(JSON.parse(readFileSync(join(folder, file), 'utf8')) as Catalogue, '', into);
  return into;
}

/**
 * The EN values that must not show on a PT page: those whose PT value differs, that are no PT
 * value elsewhere (a shared word is not evidence of English), that `allowed` does not excuse
 * (brand names, a language's own name) and that hold an English word of four letters or more, so
 * short codes and numbers never count. A value with {{placeholders}} becomes a whole-text pattern.
 */
export function englishOnlyTexts(en: Map<string, string>, pt: Map<string, string>, allowed: Record<string, string>): EnglishText[] {
  const ptValues = new Set([...pt.values()].map((v) => v.trim()));
  const texts: EnglishText[] = [];
  for (const [key, value] of en) {
    const text = value.trim();
    if (!text || pt.get(key)?.trim() === text || allowed[text] || ptValues.has(text)) continue;
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
