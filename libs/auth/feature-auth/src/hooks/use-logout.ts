import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import {
  LOGGED_OUT,
  clearSessionKeepingMerchant,
  loginStateAtom,
  tokenAtom,
} from '@platform/shared/session';
import { authKeys, useLogoutMutation } from '@platform/auth/data-access';
import { saveOrClearRememberedLogin } from '../utils/remember-me';

/**
 * Logout clears session storage (keeping the merchant code), resets the flags and goes to /.
 * With forget, the remembered login ends too: the gateway revokes its remember tokens and
 * clears the HttpOnly cookie, and the remembered username and number are dropped here.
 */
export function useLogout() {
  const logout = useLogoutMutation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setToken = useSetAtom(tokenAtom);
  const setLoginState = useSetAtom(loginStateAtom);

  return useCallback(async (options: { forget?: boolean } = {}) => {
    // The local session ends even when the gateway cannot be reached.
    await logout.mutateAsync(options.forget ? { forget: true } : {}).catch(() => undefined);
    if (options.forget) saveOrClearRememberedLogin(document, { remember: false });
    clearSessionKeepingMerchant(sessionStorage);
    setToken(null);
    setLoginState(LOGGED_OUT);
    queryClient.removeQueries({ queryKey: authKeys.all });
    navigate('/');
  }, [logout, navigate, queryClient, setLoginState, setToken]);
}
