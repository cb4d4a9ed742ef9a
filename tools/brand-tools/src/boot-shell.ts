import { BOOT_MAIN_SLOT, type BrandManifest } from './shared-brand';

/**
 * The brand's header bar, written into index.html so a visitor sees the brand at once instead of a
 * blank page while the app's JavaScript downloads (first contentful paint on a slow phone). React
 * replaces it on its first render; it uses only the brand's CSS variables, already in the page.
 *
 * BOOT_MAIN_SLOT marks where the gateway writes the home page's first banner for the merchant
 * asking (`apps/gateway/src/modules/spa/home-prerender.ts`): the banner is the home route's largest
 * paint, and without this it waits for the whole client to download, run and fetch it.
 */
export function bootShellHtml(
  manifest: Pick<BrandManifest, 'displayName'>,
  header: BootHeader = 'one-row',
  carousel: BootCarousel = 'boxed',
): string {
  const name = escapeHtml(manifest.displayName);
  // A two-row brand's category chips (site-header's CategoryBar) take their room under the bar at once.
  const categories = header === 'two-rows' ? '<div class="boot-cats" aria-hidden="true"></div>' : '';
  const bleed = carousel === 'full-bleed' ? ' data-carousel="full-bleed"' : '';
  return (
    `<div class="boot-shell"${bleed} aria-busy="true"><div class="boot-bar">` +
    `<span class="boot-mark" aria-hidden="true">${escapeHtml(manifest.displayName.charAt(0))}</span>` +
    `<span class="boot-name">${name}</span></div>${categories}${BOOT_MAIN_SLOT}</div>`
  );
}

/** The brand's header layout (tokens.json layout.header). */
export type BootHeader = 'one-row' | 'two-rows';
/** How the brand's home banners sit (tokens.json layout.home.carousel): edge to edge, or in the column's padding. */
export type BootCarousel = 'full-bleed' | 'boxed';

/**
 * Mirrors the real header's bar (site-header.tsx): 56 px, primary colours, the brand mark and name;
 * and the home page's main column and banner (app-layout.tsx `Main`, banner-carousel.tsx `Image`),
 * so the prerendered banner sits where React draws its own.
 */
export const BOOT_SHELL_CSS =
  'body{margin:0;background:var(--color-bg);font-family:var(--font-body)}' +
  '.boot-bar{display:flex;align-items:center;gap:var(--space-sm);min-height:56px;padding:var(--space-sm) var(--space-md);' +
  'box-sizing:border-box;background:var(--header-bg);color:var(--header-text);font-family:var(--font-display);font-weight:700}' +
  // CategoryBar's 52 px below 1024 px (category-bar.tsx CATEGORY_BAR_HEIGHT_PX); wider screens have the nav bar.
  '.boot-cats{height:52px;box-sizing:border-box;background:var(--color-surface);border-bottom:1px solid var(--color-border)}' +
  '@media (min-width:1024px){.boot-cats{display:none}}' +
  '.boot-mark{display:inline-grid;place-items:center;width:32px;height:32px;border-radius:var(--radius-md);background:var(--header-mark);color:var(--header-on-mark)}' +
  '.boot-main{max-width:1280px;margin:0 auto;padding:var(--space-md);box-sizing:border-box}' +
  '.boot-banner{display:block;width:100%;aspect-ratio:16/5;object-fit:cover;background:var(--color-surface-raised)}' +
  // A full-bleed brand's banner runs edge to edge of the column, over its padding (look-css.ts),
  // so the boot banner has React's size: a larger picture drawn by React would be a second, later
  // largest paint. (The phone header is one 56 px bar, as the boot bar.)
  '.boot-shell[data-carousel="full-bleed"] .boot-main{padding:0}' +
  // On wide screens the home page has the side menu and the right bar around it, which the boot
  // shell does not draw, so the banner waits for the app there.
  '@media (min-width:1024px){.boot-main{display:none}}';

export function injectBootShell(
  html: string,
  manifest: Pick<BrandManifest, 'displayName'>,
  header: BootHeader = 'one-row',
  carousel: BootCarousel = 'boxed',
): string {
  return html
    .replace('<div id="root"></div>', `<div id="root">${bootShellHtml(manifest, header, carousel)}</div>`)
    .replace('</head>', `<style id="boot-shell">${BOOT_SHELL_CSS}</style></head>`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
