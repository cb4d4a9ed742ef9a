import { useEffect, useState } from 'react';

const OTHER_DIALOG = (own: string) => `[role="dialog"][aria-modal="true"]:not([data-modal-name="${own}"])`;

/**
 * Whether no other modal dialog is open (the after-login announcement popup, the member centre):
 * a dialog that offers something waits its turn instead of stacking over one the player is
 * reading. Watches the body, where every modal is portalled. Only runs while `active`.
 */
export function useNoOtherDialog(ownName: string, active: boolean): boolean {
  const [clear, setClear] = useState(() => typeof document === 'undefined' || !document.querySelector(OTHER_DIALOG(ownName)));
  useEffect(() => {
    if (!active) return undefined;
    const check = () => setClear(!document.querySelector(OTHER_DIALOG(ownName)));
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal'] });
    return () => observer.disconnect();
  }, [ownName, active]);
  return clear;
}
