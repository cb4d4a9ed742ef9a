import type { Theme } from './shared-brand';

/**
 * The brand look's page-wide CSS (tokens.json typography and layout), compiled into index.html's
 * `<style id="brand-tokens">` next to the CSS variables, so it costs the app no JavaScript:
 * - headings in the display face at its weight; form controls in the body face (not the system's, nor a heading's around a button);
 * - the home banners (layout.home.carousel): `full-bleed` runs edge to edge of the content column,
 *   over its padding (app-layout's Main); `boxed` sits in it as a card with the brand's corner and
 *   elevation. Keyed on the home page's `home-banners` frame, so neither the home page nor the
 *   carousel carries brand logic of its own;
 * - a one-row header (layout.header): the category navigation set inline in the bar
 *   (site-header's HeaderNav `inline`, `nav[data-inline]`) takes the bar's colours, and the
 *   accent that reads on it (--header-mark, as the logo's mark) for hover and the active item; its drop menus keep
 *   the page's text colour on the surface.
 */
export function brandLookCss(theme: Theme): string {
  const banners =
    theme.layout.home.carousel === 'full-bleed'
      ? 'margin:calc(-1 * var(--space-md)) calc(-1 * var(--space-md)) 0'
      : 'overflow:hidden;border-radius:var(--radius-lg);box-shadow:var(--card-shadow)';
  return (
    'h1,h2,h3{font-family:var(--font-display);font-weight:var(--font-heading-weight)}' +
    'button,input,select,textarea{font-family:var(--font-body)}' +
    `#main [data-testid="home-banners"]{${banners}}` +
    (theme.layout.header === 'one-row'
      ? 'nav[data-inline]{background:transparent;color:inherit;border-block-end:0}' +
        'nav[data-inline]>ul{max-width:none;padding:0}' +
        'nav[data-inline]>ul>li>a:hover,nav[data-inline]>ul>li>a[aria-expanded="true"]{color:var(--header-mark)}' +
        'nav[data-inline]>ul>li>a.active{border-block-end-color:var(--header-mark)}' +
        'nav[data-inline]>ul>li>ul{color:var(--color-text)}'
      : '')
  );
}
