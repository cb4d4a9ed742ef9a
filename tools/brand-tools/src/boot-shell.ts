import type { BrandManifest } from './shared-brand';

/**
 * The brand's header bar, written into index.html so a visitor sees the brand at once instead of a
 * blank page while the app's JavaScript downloads (first contentful paint on a slow phone). React
 * replaces it on its first render; it uses only the brand's CSS variables, already in the page.
 */
export function bootShellHtml(manifest: Pick<BrandManifest, 'displayName'>): string {
  const name = escapeHtml(manifest.displayName);
  return (
    `<div class="boot-shell" aria-busy="true"><div class="boot-bar">` +
    `<span class="boot-mark" aria-hidden="true">${escapeHtml(manifest.displayName.charAt(0))}</span>` +
    `<span class="boot-name">${name}</span></div></div>`
  );
}

/** Mirrors the real header's bar (site-header.tsx): 56 px, primary colours, the brand mark and name. */
export const BOOT_SHELL_CSS =
  'body{margin:0;background:var(--color-bg);font-family:var(--font-body)}' +
  '.boot-bar{display:flex;align-items:center;gap:var(--space-sm);min-height:56px;padding:var(--space-sm) var(--space-md);' +
  'box-sizing:border-box;background:var(--color-primary);color:var(--color-on-primary);font-weight:700}' +
  '.boot-mark{display:inline-grid;place-items:center;width:32px;height:32px;border-radius:var(--radius-md);background:var(--color-secondary);color:var(--color-on-secondary)}';

export function injectBootShell(html: string, manifest: Pick<BrandManifest, 'displayName'>): string {
  return html
    .replace('<div id="root"></div>', `<div id="root">${bootShellHtml(manifest)}</div>`)
    .replace('</head>', `<style id="boot-shell">${BOOT_SHELL_CSS}</style></head>`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
