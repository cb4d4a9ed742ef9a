import { expect, test } from '@playwright/test';
import { findLayoutProblems, findScreenProblems } from '@platform/shared/e2e-layout';

/**
 * The layout check's own rules (issue 21), on small pages of known layout: what a designed
 * scroller, a marquee and an open modal are allowed, and that the same layouts without the design
 * are still reported, so a clean sweep means something.
 */
test.describe('layout check rules', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
  });

  const STRIP = (attributes: string, style = '') =>
    `<div data-testid="strip" ${attributes} style="display:flex;overflow-x:auto;width:300px;${style}">${'<button style="flex:none;width:120px">chip</button>'.repeat(5)}</div>`;

  test('a strip that scrolls sideways by accident is reported; one designed to (data-scroll-x, snap, tablist) is not', async ({ page }) => {
    for (const [attributes, style, reported] of [
      ['', '', true],
      ['data-scroll-x', '', false],
      ['', 'scroll-snap-type:x proximity', false],
      ['role="tablist"', '', false],
    ] as const) {
      await page.setContent(STRIP(attributes, style));
      const kinds = (await findLayoutProblems(page)).map((p) => p.kind);
      expect(kinds.includes('scrolls-sideways'), `${attributes || style || 'a plain overflow-x: auto strip'}`).toBe(reported);
    }
  });

  test("a marquee's moving track is wider than its box by design; a still one is reported", async ({ page }) => {
    const marquee = (animated: boolean) => `
      <style>@keyframes slide { from { transform: translateX(0) } to { transform: translateX(-50%) } }</style>
      <div style="overflow:hidden;width:300px">
        <div style="display:flex;width:max-content;${animated ? 'animation:slide 10s linear infinite' : ''}">
          <span style="white-space:nowrap">${'Notice: derby special odds. '.repeat(12)}</span>
        </div>
      </div>`;
    await page.setContent(marquee(true));
    expect(await findLayoutProblems(page)).toEqual([]);
    await page.setContent(marquee(false));
    expect((await findLayoutProblems(page)).map((p) => p.kind)).toContain('wider-than-viewport');
  });

  test('controls behind an open modal dialog do not overlap it; two controls in the dialog still do', async ({ page }) => {
    const page_ = (inDialog: string) => `
      <button style="position:absolute;top:10px;left:10px;width:100px;height:40px">Menu</button>
      <div style="position:fixed;inset:0;background:#0008">
        <div role="dialog" aria-modal="true" style="position:absolute;top:0;left:0;width:300px;height:200px;background:#fff">
          <button style="position:absolute;top:10px;left:10px;width:100px;height:40px">Close</button>${inDialog}
        </div>
      </div>`;
    await page.setContent(page_(''));
    expect((await findScreenProblems(page)).filter((p) => p.kind === 'overlapping-controls')).toEqual([]);
    await page.setContent(page_('<button style="position:absolute;top:20px;left:20px;width:100px;height:40px">Other</button>'));
    expect((await findScreenProblems(page)).filter((p) => p.kind === 'overlapping-controls')).toHaveLength(1);
  });

  test("fields folded in a closed <details> are not on screen, so they overlap nothing; opened, they are checked", async ({ page }) => {
    // A closed fold still lays its content out (content-visibility: hidden) over what follows it.
    const fold = (open: string) => `
      <details ${open}><summary>Filters</summary><div><label>To <input type="date"></label></div></details>
      <button>Deposit</button>`;
    await page.setContent(fold(''));
    expect(await findScreenProblems(page)).toEqual([]);
    await page.setContent(fold('open').replace('<button>', '<button style="position:relative;top:-30px">'));
    expect((await findScreenProblems(page)).map((p) => p.kind)).toContain('overlapping-controls');
  });

  test('a clipped name needs its ellipsis and a title', async ({ page }) => {
    const name = (title: string) =>
      `<h3 ${title} style="width:120px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Baccarat Squeeze Deluxe Edition</h3>`;
    await page.setContent(name(''));
    expect((await findScreenProblems(page)).map((p) => p.kind)).toEqual(['clipped-text']);
    await page.setContent(name('title="Baccarat Squeeze Deluxe Edition"'));
    expect(await findScreenProblems(page)).toEqual([]);
  });

  test('a dotted key as text is a raw i18n key; the same in <code> is an identifier', async ({ page }) => {
    await page.setContent('<p>member.profit_title</p>');
    expect((await findLayoutProblems(page)).map((p) => p.kind)).toEqual(['raw-i18n-key']);
    await page.setContent('<p><code>cashier.deposit.approve</code></p>');
    expect(await findLayoutProblems(page)).toEqual([]);
  });
});
