// What a first visit to the home route downloads before it can run: the entry
// script index.html loads plus the chunks it modulepreloads. Shared by the
// benchmark (bench/brand-sizes.mjs) and the budget check in `npm test`.
import { gzipSync, constants } from 'node:zlib';

export const gzipSize = (buffer) => gzipSync(buffer, { level: constants.Z_BEST_COMPRESSION }).length;

export function initialScripts(html) {
  const attr = (tag, name) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>/g)]
    .map((m) => attr(m[0], 'src'))
    .filter(Boolean);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)]
    .map((m) => attr(m[0], 'href'))
    .filter(Boolean);
  return [...new Set([...entries, ...preloads])];
}
