import type { Page } from '@playwright/test';

/** One element that does not fit: what it is, how wide it is, and what it had to fit in. */
export interface LayoutProblem {
  kind: 'wider-than-viewport' | 'wider-than-scroller' | 'outside-viewport' | 'scrolls-sideways' | 'raw-i18n-key';
  /** A short CSS-like path to the element (tag, test id, classes) so the failure message points at it. */
  element: string;
  width: number;
  limit: number;
  text?: string;
}

export interface LayoutCheckOptions {
  /** Only look inside this element (e.g. '[data-testid="memberCentreModal"]'); the whole document by default. */
  root?: string;
  /** Pixels of tolerance for sub-pixel rounding. Default 1. */
  tolerance?: number;
}

/**
 * Issue 21's layout check, written once for every spec: finds every element under `root` that is
 * wider than the viewport, wider than the scrolling container it sits in, or (outside any
 * horizontal scroller) sticks out of the viewport, plus text that is a raw i18n key
 * ("member.profit_title") instead of a translation. Returns the problems so a spec can
 * `expect(problems).toEqual([])` and show every offender at once.
 *
 * A box that scrolls sideways although it is not meant to (a sheet's body pushed wide by
 * something inside, even a 1 px screen-reader text that escaped its strip) is reported too.
 * A strip designed to scroll sideways inside its own box is fine, and says so: `role="tablist"`,
 * `data-scroll-x`, or sideways scroll snapping (`scroll-snap-type: x`), which nobody sets by accident.
 *
 * Visually-hidden text (1 px boxes clipped for screen readers) and elements that are not
 * rendered are skipped as offenders; deliberate clipping (a carousel track inside `overflow: hidden`) counts
 * as a scroller, so its off-screen slides are not reported. A marquee's track (moved by a running
 * transform animation inside a box that clips it) is wider than its box by design: it and what it
 * holds are skipped.
 */
export async function findLayoutProblems(page: Page, options: LayoutCheckOptions = {}): Promise<LayoutProblem[]> {
  return page.evaluate(layoutProblemsInPage, { root: options.root ?? null, tolerance: options.tolerance ?? 1 });
}

/**
 * findLayoutProblems' work, run in the page. Self-contained (it is sent to the page as source), so
 * the sweep can run it in the same round trip as the other checks (layout-sweep.ts).
 */
export function layoutProblemsInPage({ root, tolerance }: { root: string | null; tolerance: number }): LayoutProblem[] {
  const problems: {
    kind: 'wider-than-viewport' | 'wider-than-scroller' | 'outside-viewport' | 'scrolls-sideways' | 'raw-i18n-key';
    element: string;
    width: number;
    limit: number;
    text?: string;
  }[] = [];
  const scope = root ? document.querySelector(root) : document.body;
  if (!scope) return problems;
  const viewport = document.documentElement.clientWidth;

  const describe = (el: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = el; node && parts.length < 3 && node !== document.body; node = node.parentElement) {
      const testId = node.getAttribute('data-testid');
      parts.unshift(testId ? `${node.tagName.toLowerCase()}[data-testid=${testId}]` : node.tagName.toLowerCase());
      if (testId) break;
    }
    return parts.join(' > ');
  };

  /** The nearest ancestor that clips or scrolls sideways: its box is the limit a child must fit in. */
  const scrollerOf = (el: Element): Element | null => {
    for (let node = el.parentElement; node && node !== document.documentElement; node = node.parentElement) {
      const overflowX = getComputedStyle(node).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip') return node;
    }
    return null;
  };

  const isVisuallyHidden = (el: Element, rect: DOMRect): boolean => {
    if (rect.width <= 1 || rect.height <= 1) return true;
    // Not drawn although laid out: inside a closed <details> (its content is content-visibility:
    // hidden, yet still reports boxes where it would be) or under display: none.
    if (!el.checkVisibility()) return true;
    const style = getComputedStyle(el);
    return style.visibility === 'hidden' || style.clipPath === 'inset(50%)' || style.clip.startsWith('rect(0');
  };

  /** Snapping sideways (x, inline or both axes) is a scroller's design, not an accident of layout. */
  const snapsSideways = (style: CSSStyleDeclaration): boolean => /\b(x|inline|both)\b/.test(style.scrollSnapType);
  const designedToScroll = (el: Element, style: CSSStyleDeclaration): boolean =>
    el.getAttribute('role') === 'tablist' || el.hasAttribute('data-scroll-x') || snapsSideways(style);

  const all = Array.from(scope.querySelectorAll('*'));
  // Marquee tracks: moved by a running transform animation inside a parent that clips them.
  const tracks = all.filter((el) => {
    const parent = el.parentElement;
    if (!parent || !['hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) return false;
    return el.getAnimations().some((animation) => {
      const effect = animation.effect;
      return effect instanceof KeyframeEffect && effect.getKeyframes().some((frame) => 'transform' in frame);
    });
  });
  const inTrack = (el: Element): boolean => tracks.some((track) => track.contains(el));

  for (const el of [scope, ...all]) {
    const style = getComputedStyle(el);
    const overflowX = style.overflowX;
    if (
      (overflowX === 'auto' || overflowX === 'scroll') &&
      el.scrollWidth > el.clientWidth + tolerance &&
      !designedToScroll(el, style)
    ) {
      problems.push({ kind: 'scrolls-sideways', element: describe(el), width: el.scrollWidth, limit: el.clientWidth });
    }
  }

  for (const el of all) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    if (isVisuallyHidden(el, rect)) continue;
    if (tracks.length > 0 && inTrack(el)) continue;
    const width = Math.round(rect.width);
    if (rect.width > viewport + tolerance) {
      problems.push({ kind: 'wider-than-viewport', element: describe(el), width, limit: viewport });
      continue;
    }
    const scroller = scrollerOf(el);
    if (scroller) {
      // A scroller's own box is allowed to be scrolled; what is inside must not be wider than it.
      const limit = scroller.clientWidth;
      // A 1 px clipping box is screen-reader-only content (a table's hidden header row on a phone).
      if (limit > 1 && rect.width > limit + tolerance && getComputedStyle(el).position !== 'fixed') {
        problems.push({ kind: 'wider-than-scroller', element: describe(el), width, limit });
      }
    } else if (rect.right > viewport + tolerance || rect.left < -tolerance) {
      problems.push({ kind: 'outside-viewport', element: describe(el), width, limit: viewport });
    }
  }

  // A raw key is a whole text node like "member.profit_title" or "wallet.no_data": dotted snake case.
  // Text in <code> is an identifier shown on purpose (the back office's audit actions, which its
  // filter takes as typed), not a translation that went missing.
  const RAW_KEY = /^[a-z][a-z0-9]*(_[a-z0-9]+)*(\.[a-zA-Z0-9_]+)+$/;
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    if (text && RAW_KEY.test(text) && node.parentElement && node.parentElement.tagName !== 'SCRIPT' && !node.parentElement.closest('code')) {
      problems.push({ kind: 'raw-i18n-key', element: describe(node.parentElement), width: 0, limit: 0, text });
    }
  }
  return problems;
}
