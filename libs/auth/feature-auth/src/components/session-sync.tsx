import { useEffect } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { ApiError } from '@platform/shared/api-client';
import {
  LOGGED_OUT,
  clearSessionKeepingMerchant,
  loginStateAtom,
  tokenAtom,
} from '@platform/shared/session';
import { useMemberInfo } from '@platform/auth/data-access';
import { authPopupAtom, forcedChangeAtom } from '../stores/auth-popups';

/**
 * Login state follows member info: set when it loads, cleared when the session is gone. A session
 * that must change its password (spec §4, the gateway's PASSWORD_CHANGE_REQUIRED) reopens the
 * forced change popup on every load, asking for the current password since the login's is gone.
 */
export function SessionSync() {
  const [token, setToken] = useAtom(tokenAtom);
  const setLoginState = useSetAtom(loginStateAtom);
  const member = useMemberInfo(token);
  const setPopup = useSetAtom(authPopupAtom);
  const setForced = useSetAtom(forcedChangeAtom);

  useEffect(() => {
    if (member.data) {
      setLoginState({
        isLogin: true,
        isAgent: member.data.isAgent,
        isTrial: member.data.isTrial,
        location: member.data.location,
        firstTimeLogin: member.data.firstTimeLogin,
      });
    }
  }, [member.data, setLoginState]);

  useEffect(() => {
    if (member.error instanceof ApiError && member.error.code === 'NOT_LOGGED_IN') {
      clearSessionKeepingMerchant(sessionStorage);
      setToken(null);
      setLoginState(LOGGED_OUT);
    }
  }, [member.error, setLoginState, setToken]);

  useEffect(() => {
    if (member.error instanceof ApiError && member.error.code === 'PASSWORD_CHANGE_REQUIRED') {
      setForced(true);
      setPopup('changePass');
    }
  }, [member.error, setForced, setPopup]);

  return null;
}
