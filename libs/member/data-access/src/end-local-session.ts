import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { LOGGED_OUT, clearSessionKeepingMerchant, loginStateAtom, tokenAtom } from '@platform/shared/session';

/**
 * Ends the session in this tab after an exclusion: the gateway has already ended every session
 * of the player, so there is no logout call to make, only local state to clear.
 */
export function useEndLocalSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setToken = useSetAtom(tokenAtom);
  const setLoginState = useSetAtom(loginStateAtom);
  return useCallback(() => {
    clearSessionKeepingMerchant(sessionStorage);
    setToken(null);
    setLoginState(LOGGED_OUT);
    // Nothing of the excluded player's data stays in memory.
    queryClient.clear();
    navigate('/');
  }, [navigate, queryClient, setLoginState, setToken]);
}
