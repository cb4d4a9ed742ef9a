import { useSyncExternalStore } from 'react';

/** Follows a CSS media query; false where matchMedia is missing (jsdom, old webviews). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** The width from which the desktop header, side rail and right-side bar show. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * Phones (issue 21 §3): the header is one row of at most 64 px (logo, balance with refresh,
 * Deposit and the account menu); sign-out, the last login and the language move into menus.
 */
export const PHONE_QUERY = '(max-width: 599px)';
