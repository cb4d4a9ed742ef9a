import { useState } from 'react';
import { detectMobile } from '../utils/is-mobile';

/** Whether this device counts as mobile (spec §9); decided once, as a device does not change. */
export function useIsMobile(): boolean {
  const [mobile] = useState(() => (typeof window === 'undefined' ? false : detectMobile(window)));
  return mobile;
}
