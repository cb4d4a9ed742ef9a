import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * How long a hash target may take to appear: the routed screen is a lazy chunk and its content
 * (the promotion list, say) comes from a query, so after a navigation the target is rarely there yet.
 */
export const HASH_TARGET_WAIT_MS = 10_000;

/** What the user does to scroll by themselves; after it, a late target must not pull the page away. */
const USER_SCROLL_EVENTS = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;

function findTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // A malformed escape ("#%E0") names no element.
    return null;
  }
}

/**
 * After navigation the page scrolls to the top, and the hash target is scrolled to (spec §2).
 * A target that is not rendered yet is waited for (a DOM observer, up to HASH_TARGET_WAIT_MS), and
 * the wait ends early on the next navigation or when the user scrolls.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const present = hash ? findTarget(hash) : null;
    if (present) {
      present.scrollIntoView();
      return undefined;
    }
    window.scrollTo(0, 0);
    if (!hash) return undefined;

    const observer = new MutationObserver(() => {
      const target = findTarget(hash);
      if (!target) return;
      stop();
      target.scrollIntoView();
    });
    const timer = setTimeout(() => stop(), HASH_TARGET_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [pathname, hash]);
  return null;
}
