/**
 * A stylesheet this small (today the brand's @font-face rules, about 0.7 kB) costs the first
 * paint a whole round trip as a render-blocking <link>: on Lighthouse's slow 4G that is most of
 * half a second before anything shows. Inlined, it arrives with the HTML. Larger sheets stay
 * linked, where the browser can cache them across pages.
 *
 * Written here because it is a dozen lines on Vite's own transformIndexHtml hook; the libraries
 * that do it (critical-CSS extractors) render the page in a browser at build time, which this
 * build has no use for.
 */
export const INLINE_CSS_MAX_BYTES = 4096;

/** What the hook reads of Rollup's output bundle: an emitted asset's file name and text. */
type BundleEntry = { type: 'asset'; source: string | Uint8Array } | { type: 'chunk' };

// Structural, like brandPlugin, so this lib does not pin Vite's plugin types.
interface InlineCssPlugin {
  name: string;
  apply: 'build';
  transformIndexHtml: {
    order: 'post';
    handler: (html: string, ctx: { bundle?: Record<string, BundleEntry> }) => string;
  };
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g;

export function inlineCssPlugin(maxBytes = INLINE_CSS_MAX_BYTES): InlineCssPlugin {
  return {
    name: 'platform-inline-css',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written the entry's <link> tags, when the bundle holds their text.
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return tag;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          // "</style" inside the text would end the element early; such a sheet stays linked.
          if (new TextEncoder().encode(css).length > maxBytes || /<\/style/i.test(css)) return tag;
          return `<style data-inlined="${fileName}">${css}</style>`;
        });
      },
    },
  };
}
