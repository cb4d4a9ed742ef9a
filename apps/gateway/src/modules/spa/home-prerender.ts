import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseCookie } from 'cookie';
import { bannerCopyFor, type Banner } from '@platform/shared/api-contract';
import { BOOT_BANNERS_ID, BOOT_MAIN_SLOT } from '@platform/shared/brand';

/** The paths that render the home page (libs/shell/feature-shell, utils/layout.ts HOME_PATHS). */
const HOME_PATHS = new Set(['/', '/index', '/home', '/login', '/register', '/help']);

export function isHomePath(urlPath: string): boolean {
  return HOME_PATHS.has(urlPath);
}

/**
 * How the banner's words sit over its art, the same rules as the player app's slide
 * (libs/shell/feature-shell/src/home/banner-slide.tsx): absolutely placed inside the picture's
 * own box, so the words never move anything when React takes over.
 */
export const BOOT_BANNER_CSS =
  '.boot-hero{position:relative;container-type:inline-size;overflow:hidden;background:var(--color-surface-raised)}' +
  '.boot-hero .boot-banner{object-position:right center}' +
  '.boot-hero-copy{position:absolute;inset:0;display:flex;flex-direction:column;justify-content:center;align-items:flex-start;' +
  'gap:max(2px,.7cqw);padding:0 38% 0 max(14px,4.5cqw);color:#fff;text-shadow:0 1px 3px rgba(0,0,0,.55);' +
  'background:linear-gradient(90deg,rgba(0,0,0,.5),rgba(0,0,0,.25) 55%,rgba(0,0,0,0) 75%)}' +
  '.boot-hero-title{margin:0;font-family:var(--font-display,var(--font-body));font-weight:800;font-size:clamp(16px,4.2cqw,46px);line-height:1.08}' +
  '.boot-hero-sub{font-family:var(--font-body);font-size:clamp(12px,1.9cqw,21px);line-height:1.25}' +
  '.boot-hero-cta{margin-top:max(2px,.5cqw);padding:.3em 1em;border-radius:var(--radius-pill,999px);background:var(--color-secondary);' +
  'color:var(--color-on-secondary);font-family:var(--font-body);font-weight:700;font-size:clamp(12px,1.6cqw,18px);text-shadow:none}';

/**
 * index.html for a home navigation, with the merchant's first home banner drawn into the boot
 * shell and the banner list handed to the app. The banner is the home page's largest paint; drawn
 * here it shows as soon as the HTML and the picture arrive, instead of after the whole client has
 * downloaded, run and fetched the list. The app starts with the same list (no second request, no
 * flash of a placeholder) and React replaces the boot shell with the same picture and words.
 *
 * The words are in `language` (see prerenderLanguage): the language the app will start in, so
 * the words do not switch when React takes over. Where the server cannot know it, the app redraws
 * them (the list carries every language, no second request).
 */
export function prerenderHome(template: string, banners: readonly Banner[], language = 'EN', firstPicture?: string): string {
  const first = banners[0];
  if (!first || !template.includes(BOOT_MAIN_SLOT)) return template;
  const words = bannerCopyFor(first.copy, language);
  // `firstPicture`: the same picture as a data: URL when the gateway draws it (banner-art.ts).
  const src = escapeAttribute(firstPicture ?? first.url);
  const picture = words
    ? `<div class="boot-main"><div class="boot-hero"><img class="boot-banner" src="${src}" alt="" fetchpriority="high">` +
      `<div class="boot-hero-copy"><p class="boot-hero-title">${escapeHtml(words.title)}</p>` +
      (words.subtitle ? `<span class="boot-hero-sub">${escapeHtml(words.subtitle)}</span>` : '') +
      (words.cta && first.linkageType ? `<span class="boot-hero-cta">${escapeHtml(words.cta)}</span>` : '') +
      '</div></div></div>'
    : `<div class="boot-main"><img class="boot-banner" src="${src}" ` +
      `alt="${escapeAttribute(first.title)}" fetchpriority="high"></div>`;
  // A JSON data block is never run (script-src does not apply to it); escaping "<" keeps an
  // operator's "</script>" inside a title from closing it.
  const data = `<script type="application/json" id="${BOOT_BANNERS_ID}">${jsonForHtml(banners)}</script>`;
  const style = words ? `<style id="boot-banner">${BOOT_BANNER_CSS}</style>` : '';
  return template.replace(BOOT_MAIN_SLOT, picture).replace('</head>', `${style}${data}</head>`);
}

/**
 * The names the app keeps the player's language choice under, in the order it reads them
 * (libs/shared/i18n LANGUAGE_STORAGE_KEYS, `lang` then `hisLang`). Not imported: that library
 * brings React and the catalogues with it.
 */
export const LANGUAGE_CHOICE_KEYS = ['lang', 'hisLang'] as const;

/**
 * The language the app will start in, as far as the server can see it. The app (apps/web
 * bootstrap.ts, storedLanguage) takes the stored choice under `lang`, then `hisLang`, else the
 * brand's default; it never looks at Accept-Language or the query string, so neither may the
 * server, or a PT browser on an EN brand would get PT words that the app then turns to English.
 * Of the stored choice the server sees the cookies of the same names; a code the merchant does
 * not offer (or anything else in the cookie) falls back to the merchant's default.
 */
export function prerenderLanguage(
  cookieHeader: string | undefined,
  merchant: { defaultLanguage: string; supportedLanguages: readonly string[] },
): string {
  // `cookie` keeps the first of a repeated name, as browsers send the most specific first.
  const cookies = parseCookie(cookieHeader ?? '');
  for (const key of LANGUAGE_CHOICE_KEYS) {
    const value = cookies[key];
    if (value && merchant.supportedLanguages.includes(value)) return value;
  }
  return merchant.defaultLanguage;
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const escapeHtml = escapeAttribute;

function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Each build's index.html, read once and read again only when the file changes (a rebuild while
 * the gateway runs, as `npm start` and the e2e suite do).
 */
export function createTemplateCache() {
  const kept = new Map<string, { version: string; html: string }>();
  return async function templateOf(buildDir: string): Promise<string> {
    const file = path.join(buildDir, 'index.html');
    const { mtimeMs, size } = await stat(file);
    const version = `${mtimeMs}:${size}`;
    const hit = kept.get(file);
    if (hit?.version === version) return hit.html;
    const html = await readFile(file, 'utf8');
    kept.set(file, { version, html });
    return html;
  };
}
