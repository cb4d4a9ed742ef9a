import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Banner } from '@platform/shared/api-contract';
import { BOOT_BANNERS_ID, BOOT_MAIN_SLOT } from '@platform/shared/brand';

/** The paths that render the home page (libs/shell/feature-shell, utils/layout.ts HOME_PATHS). */
const HOME_PATHS = new Set(['/', '/index', '/home', '/login', '/register', '/help']);

export function isHomePath(urlPath: string): boolean {
  return HOME_PATHS.has(urlPath);
}

/**
 * index.html for a home navigation, with the merchant's first home banner drawn into the boot
 * shell and the banner list handed to the app. The banner is the home page's largest paint; drawn
 * here it shows as soon as the HTML and the image arrive, instead of after the whole client has
 * downloaded, run and fetched the list. The app starts with the same list (no second request, no
 * flash of a placeholder) and React replaces the boot shell with the same picture.
 */
export function prerenderHome(template: string, banners: readonly Banner[]): string {
  const first = banners[0];
  if (!first || !template.includes(BOOT_MAIN_SLOT)) return template;
  const picture =
    `<div class="boot-main"><img class="boot-banner" src="${escapeAttribute(first.url)}" ` +
    `alt="${escapeAttribute(first.title)}" fetchpriority="high"></div>`;
  // A JSON data block is never run (script-src does not apply to it); escaping "<" keeps an
  // operator's "</script>" inside a title from closing it.
  const data = `<script type="application/json" id="${BOOT_BANNERS_ID}">${jsonForHtml(banners)}</script>`;
  return template.replace(BOOT_MAIN_SLOT, picture).replace('</head>', `${data}</head>`);
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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
