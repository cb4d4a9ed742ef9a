import { useSyncExternalStore } from 'react';
import { SHEET_BREAKPOINT_PX } from '@platform/shared/ui-kit';

/**
 * Below 600 px the agent centre is a full-screen sheet (the ui-kit Modal's `sheet`): the menu is a
 * page of its own and tables turn into cards (issue 21).
 */
export const PHONE_QUERY = `(max-width: ${SHEET_BREAKPOINT_PX - 0.02}px)`;

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

// jsdom and old webviews have no matchMedia: they get the wide layout.
const isPhone = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/** Whether the screen is phone-sized now; follows rotation and window resizes. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
