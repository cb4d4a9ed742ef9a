import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { authPopupAtom } from '@platform/auth/feature-auth';
import { tokenAtom } from '@platform/shared/session';

/**
 * A members-only popup opened by a URL parameter (?feedback=1, ?liveChat=1). A guest who asks for
 * it gets the login popup first and the popup once logged in; `close` drops the parameter.
 */
export function useMemberPopupParam(param: string): { open: boolean; close: () => void } {
  const [params, setParams] = useSearchParams();
  const token = useAtomValue(tokenAtom);
  const setAuthPopup = useSetAtom(authPopupAtom);
  const wanted = params.has(param);

  useEffect(() => {
    if (wanted && !token) setAuthPopup('login');
  }, [wanted, token, setAuthPopup]);

  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(param);
      return next;
    });
  return { open: wanted && Boolean(token), close };
}
