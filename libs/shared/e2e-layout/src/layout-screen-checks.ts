import type { Page } from '@playwright/test';

/** A catalogue value to recognise on screen: a fixed text, or a pattern when it interpolates values. */
export interface EnglishText {
  key: string;
  text: string;
  /** Set when the value has {{placeholders}}: a whole-text pattern with each placeholder as a wildcard. */
  pattern?: string;
}

/** What issue 21's layout check finds beyond widths and raw keys (those are findLayoutProblems'). */
export interface ScreenProblem {
  kind: 'clipped-text' | 'image-not-loaded' | 'english-on-pt' | 'overlapping-controls';
  element: string;
  detail: string;
}

export interface ScreenCheckOptions {
  /** Only look inside this element (an open popup); the whole document by default. */
  root?: string;
  /** EN catalogue texts to report as untranslated: set on PT pages only. */
  english?: EnglishText[];
}

/**
 * Runs in the page, over what is on screen now:
 * - text cut by `overflow: hidden` (or clip) without an ellipsis and a title to read it whole;
 * - an `<img>` that finished loading without a picture (broken URL, bad bytes);
 * - on a PT page, a visible text node that is exactly an English catalogue value;
 * - two interactive elements whose visible boxes intersect (neither inside the other), leaving out
 *   controls behind an open modal dialog.
 */
export async function findScreenProblems(page: Page, options: ScreenCheckOptions = {}): Promise<ScreenProblem[]> {
  return page.evaluate(screenProblemsInPage, { root: options.root ?? null, english: options.english ?? [] });
}

/**
 * findScreenProblems' work, run in the page. Self-contained (it is sent to the page as source), so
 * the sweep can run it in the same round trip as the other checks (layout-sweep.ts).
 */
export function screenProblemsInPage({ root, english }: { root: string | null; english: EnglishText[] }): ScreenProblem[] {
  const problems: { kind: 'clipped-text' | 'image-not-loaded' | 'english-on-pt' | 'overlapping-controls'; element: string; detail: string }[] = [];
  const scope = root ? document.querySelector(root) : document.body;
  if (!scope) return problems;

  const describe = (el: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = el; node && parts.length < 3 && node !== document.body; node = node.parentElement) {
      const testId = node.getAttribute('data-testid');
      parts.unshift(testId ? `${node.tagName.toLowerCase()}[data-testid=${testId}]` : node.tagName.toLowerCase());
      if (testId) break;
    }
    return parts.join(' > ');
  };
  const rendered = (el: Element): boolean => {
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return false;
    // Laid out but not drawn: inside a closed <details> (content-visibility: hidden, yet its boxes
    // sit over what follows the summary) or under display: none.
    if (!el.checkVisibility()) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.clipPath !== 'inset(50%)' && !style.clip.startsWith('rect(0');
  };
  /** Hidden from everyone: an ancestor that is display: none, hidden, inert or aria-hidden. */
  const concealed = (el: Element): boolean => el.closest('[hidden], [inert], [aria-hidden="true"]') !== null;
  const ownText = (el: Element): string =>
    Array.from(el.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();

  // 1. Clipped text: the element holds text itself, clips it, and gives no ellipsis with a title.
  for (const el of Array.from(scope.querySelectorAll('*'))) {
    if (!ownText(el) || concealed(el) || !rendered(el)) continue;
    const style = getComputedStyle(el);
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    const cutX = clipsX && el.scrollWidth > el.clientWidth + 1;
    const cutY = clipsY && el.scrollHeight > el.clientHeight + 2;
    if (!cutX && !cutY) continue;
    const ellipsis = style.textOverflow === 'ellipsis' || (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '');
    const titled = el.closest('[title]') !== null;
    if (ellipsis && titled) continue;
    problems.push({
      kind: 'clipped-text',
      element: describe(el),
      detail: `"${ownText(el).slice(0, 60)}" ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}${ellipsis ? ' (ellipsis, no title)' : ''}`,
    });
  }

  // 2. Images that finished loading with nothing to show (lazy ones not yet fetched are not "complete").
  for (const img of Array.from(scope.querySelectorAll('img'))) {
    if (!img.getAttribute('src') || concealed(img)) continue;
    if (img.complete && img.naturalWidth === 0) {
      problems.push({ kind: 'image-not-loaded', element: describe(img), detail: img.currentSrc || img.src });
    }
  }

  // 3. English left on a Portuguese page.
  if (english.length > 0) {
    const exact = new Map(english.filter((e) => !e.pattern).map((e) => [e.text, e.key]));
    const patterns = english.filter((e) => e.pattern).map((e) => ({ key: e.key, re: new RegExp(e.pattern as string) }));
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const seen = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text || !parent || seen.has(text) || concealed(parent) || !rendered(parent)) continue;
      if (['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      const key = exact.get(text) ?? patterns.find((p) => p.re.test(text))?.key;
      if (key) {
        seen.add(text);
        problems.push({ kind: 'english-on-pt', element: describe(parent), detail: `"${text}" (${key})` });
      }
    }
  }

  // 4. Interactive elements whose visible boxes overlap. A box is cut to every clipping ancestor
  // (a scrolled strip hides what it scrolled away) and to the viewport.
  const INTERACTIVE = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="switch"]';
  // While a modal dialog is open, what lies behind it cannot be seen or reached: only controls in
  // an open modal count (a page's banner arrows under a popup's buttons are not an overlap).
  const modals = Array.from(document.querySelectorAll('[aria-modal="true"], dialog:modal')).filter((m) => rendered(m) && !concealed(m));
  const behindModal = (el: Element): boolean => modals.length > 0 && !modals.some((m) => m.contains(el));
  const boxes: { el: Element; left: number; top: number; right: number; bottom: number }[] = [];
  for (const el of Array.from(scope.querySelectorAll(INTERACTIVE))) {
    if (concealed(el) || !rendered(el) || behindModal(el)) continue;
    const style = getComputedStyle(el);
    if (style.pointerEvents === 'none' || Number(style.opacity) === 0) continue;
    const r = el.getBoundingClientRect();
    let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    box = { left: Math.max(box.left, 0), top: Math.max(box.top, 0), right: Math.min(box.right, innerWidth), bottom: Math.min(box.bottom, innerHeight) };
    for (let node = el.parentElement; node && node !== document.documentElement; node = node.parentElement) {
      const s = getComputedStyle(node);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
        const c = node.getBoundingClientRect();
        box = { left: Math.max(box.left, c.left), top: Math.max(box.top, c.top), right: Math.min(box.right, c.right), bottom: Math.min(box.bottom, c.bottom) };
      }
    }
    if (box.right - box.left > 1 && box.bottom - box.top > 1) boxes.push({ el, ...box });
  }
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w <= 1 || h <= 1) continue;
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      // A label's control (a hidden checkbox under its styled box) is one control, not two.
      if (a.el.closest('label') && a.el.closest('label') === b.el.closest('label')) continue;
      problems.push({
        kind: 'overlapping-controls',
        element: `${describe(a.el)} ⨯ ${describe(b.el)}`,
        detail: `"${(a.el.textContent ?? '').trim().slice(0, 30)}" and "${(b.el.textContent ?? '').trim().slice(0, 30)}" share ${Math.round(w)}×${Math.round(h)} px`,
      });
    }
  });
  return problems;
}
