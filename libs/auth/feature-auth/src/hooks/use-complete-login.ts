import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { LoginValue } from '@platform/shared/api-contract';
import { useApiClient } from '@platform/shared/api-client';
import { loginStateAtom, tokenAtom, writeToken } from '@platform/shared/session';
import { memberInfoQueryOptions } from '@platform/auth/data-access';
import {
  afterLoginModalAtom,
  authPopupAtom,
  forcedChangeAtom,
  loginPasswordAtom,
} from '../stores/auth-popups';

export interface CompleteLoginOptions {
  /** sms and phone-auth logins never force a password change (spec §4). */
  type: 'username' | 'sms' | 'register' | 'freePlay' | 'reset';
  password?: string;
  agentPage?: boolean;
  /** Where to go afterwards; the spec sends free play, register and resets to /. */
  navigateTo?: string;
}

/** Spec §4 "Login": what happens after any successful login call. */
export function useCompleteLogin() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setToken = useSetAtom(tokenAtom);
  const setPopup = useSetAtom(authPopupAtom);
  const setLoginPassword = useSetAtom(loginPasswordAtom);
  const setForced = useSetAtom(forcedChangeAtom);
  const setAfterLogin = useSetAtom(afterLoginModalAtom);
  const setLoginState = useSetAtom(loginStateAtom);

  return useCallback(
    async (value: LoginValue, options: CompleteLoginOptions) => {
      writeToken(sessionStorage, value.token);
      setToken(value.token);
      // The first-login action (spec §4) is posted by the shell once this session's announcement
      // popup list is fetched: posted here, it cleared the flag before the list asked for execution F.

      const passwordLogin = options.type !== 'sms';
      if (value.mustChangePassword && passwordLogin) {
        setLoginPassword(options.password ?? null);
        setForced(true);
        setPopup('changePass');
        return;
      }

      const member = await queryClient.fetchQuery(memberInfoQueryOptions(client, value.token));
      setLoginState({
        isLogin: true,
        isAgent: member.isAgent,
        isTrial: member.isTrial,
        location: member.location,
        firstTimeLogin: member.firstTimeLogin,
      });
      setAfterLogin(true);
      setPopup(null);
      if (options.agentPage) navigate('/agentHome');
      else if (options.navigateTo) navigate(options.navigateTo);
    },
    [client, navigate, queryClient, setAfterLogin, setForced, setLoginPassword, setLoginState, setPopup, setToken],
  );
}
