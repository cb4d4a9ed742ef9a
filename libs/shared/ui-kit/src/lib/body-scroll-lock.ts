type SavedStyles = Pick<CSSStyleDeclaration, 'position' | 'top' | 'width'>;

let locks = 0;
let saved: SavedStyles | null = null;
let savedScrollY = 0;

/**
 * Freezes the page at its current scroll offset (body fixed at top = -scrollY,
 * width 100%) and returns the function that undoes it: restore the previous body
 * styles and scroll back. Counted, so stacked modals release the page only once
 * the last one closes.
 */
export function lockBodyScroll(): () => void {
  const { body } = document;
  if (locks === 0) {
    savedScrollY = window.scrollY;
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
