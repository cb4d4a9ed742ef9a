import { describe, expect, it } from 'vitest';
import { BOOT_SHELL_CSS, injectBootShell } from './boot-shell';
import { BOOT_MAIN_SLOT } from './shared-brand';

const page = '<html><head><title></title></head><body><div id="root"></div></body></html>';

describe('the boot shell in index.html', () => {
  it("puts the brand's bar inside #root, for React to replace, and its styles in the head", () => {
    const html = injectBootShell(page, { displayName: 'Lucky Star' });
    expect(html).toContain('<div id="root"><div class="boot-shell" aria-busy="true">');
    expect(html).toContain('<span class="boot-name">Lucky Star</span>');
    expect(html).toContain('<span class="boot-mark" aria-hidden="true">L</span>');
    expect(html).toMatch(/<style id="boot-shell">[^<]*var\(--header-bg\)[^<]*<\/style><\/head>/);
  });

  it("keeps a two-row brand's category bar room under the bar, below 1024 px only", () => {
    const twoRows = injectBootShell(page, { displayName: 'Lucky Star' }, 'two-rows');
    expect(twoRows).toContain(`</span></div><div class="boot-cats" aria-hidden="true"></div>${BOOT_MAIN_SLOT}`);
    expect(injectBootShell(page, { displayName: 'Royal' }, 'one-row')).not.toContain('class="boot-cats"');
    expect(BOOT_SHELL_CSS).toContain('.boot-cats{height:52px;');
    expect(BOOT_SHELL_CSS).toContain('@media (min-width:1024px){.boot-cats{display:none}}');
  });

  it("leaves the gateway a slot after the bar for the home page's first banner, styled like the app's", () => {
    const html = injectBootShell(page, { displayName: 'Lucky Star' });
    expect(html).toContain(`</span></div>${BOOT_MAIN_SLOT}</div></div>`);
    expect(BOOT_SHELL_CSS).toContain('.boot-banner{display:block;width:100%;aspect-ratio:16/5;object-fit:cover');
  });

  it("gives a full-bleed brand's banner the column's whole width, as the app draws it, and a boxed one the padding", () => {
    expect(injectBootShell(page, { displayName: 'Lucky Star' }, 'two-rows', 'full-bleed')).toContain('<div class="boot-shell" data-carousel="full-bleed" aria-busy="true">');
    expect(injectBootShell(page, { displayName: 'Fortuna' }, 'two-rows', 'boxed')).toContain('<div class="boot-shell" aria-busy="true">');
    expect(BOOT_SHELL_CSS).toContain('.boot-shell[data-carousel="full-bleed"] .boot-main{padding:0}');
    // The phone header is one 56 px bar now: no taller boot bar that would drop the banner.
    expect(BOOT_SHELL_CSS).not.toContain('min-height:112px');
  });

  it('escapes the brand name, so a manifest cannot inject markup', () => {
    const html = injectBootShell(page, { displayName: '<img src=x onerror=alert(1)>' });
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});
