type SavedStyles = Pick<CSSStyleDeclaration, 'position' | 'top' | 'width'>;

let locks = 0;
let saved: SavedStyles | null = null;
let savedScrollY = 0;

/**
 * The page's offset as of its last scroll event. A modal opens in React's commit, when the DOM
 * has just changed: reading window.scrollY there forces a full layout that the next frame then
 * does again (on the home page's announcement popup, ~50 ms on a phone). A scroll event is read
 * when layout is already clean, and a restored scroll position fires one too.
 */
let lastScrollY = typeof window === 'undefined' ? 0 : window.scrollY;
if (typeof window !== 'undefined') {
  window.addEventListener(
    'scroll',
    () => {
      // While frozen the body is fixed and the window reports 0; the offset to restore is saved.
      if (locks === 0) lastScrollY = window.scrollY;
    },
    { passive: true },
  );
}

/**
 * Freezes the page at its current scroll offset (body fixed at top = -scrollY,
 * width 100%) and returns the function that undoes it: restore the previous body
 * styles and scroll back. Counted, so stacked modals release the page only once
 * the last one closes.
 */
export function lockBodyScroll(): () => void {
  const { body } = document;
  if (locks === 0) {
    savedScrollY = lastScrollY;
    saved = { position: body.style.position, top: body.style.top, width: body.style.width };
    body.style.position = 'fixed';
    body.style.top = `${-savedScrollY}px`;
    body.style.width = '100%';
  }
  locks += 1;

  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0 || !saved) return;
    Object.assign(body.style, saved);
    saved = null;
    // 'instant' overrides a page-level `scroll-behavior: smooth`, which would animate the jump back.
    window.scrollTo({ top: savedScrollY, left: 0, behavior: 'instant' });
  };
}
