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

/** Login state follows member info: set when it loads, cleared when the session is gone. */
export function SessionSync() {
  const [token, setToken] = useAtom(tokenAtom);
  const setLoginState = useSetAtom(loginStateAtom);
  const member = useMemberInfo(token);

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

  return null;
}
