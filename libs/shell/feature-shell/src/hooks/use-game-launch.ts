import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { authPopupAtom, trialNoticeAtom } from '@platform/auth/feature-auth';
import { loginStateAtom, tokenAtom } from '@platform/shared/session';

export type LaunchVerdict = 'login' | 'trial' | 'launch';

/**
 * Spec §2 "Game launch": guests get the login popup, trial accounts the register-first notice.
 * A play-money launch (an in-house game's Free Trial) is the one thing a trial account may start.
 */
export function launchVerdict(state: {
  hasToken: boolean;
  isTrial: boolean;
  playMoney?: boolean;
}): LaunchVerdict {
  if (!state.hasToken) return 'login';
  if (state.isTrial && !state.playMoney) return 'trial';
  return 'launch';
}

/** The guard alone: opens the login popup or the trial notice when it stops; returns whether to go ahead. */
export function useLaunchGuard() {
  const token = useAtomValue(tokenAtom);
  const { isTrial } = useAtomValue(loginStateAtom);
  const setPopup = useSetAtom(authPopupAtom);
  const setTrialNotice = useSetAtom(trialNoticeAtom);

  return useCallback(
    (options: { playMoney?: boolean } = {}): boolean => {
      const verdict = launchVerdict({
        hasToken: token !== null,
        isTrial,
        playMoney: options.playMoney,
      });
      if (verdict === 'login') setPopup('login');
      else if (verdict === 'trial') setTrialNotice(true);
      return verdict === 'launch';
    },
    [isTrial, setPopup, setTrialNotice, token],
  );
}

/** Launches a real game, or stops at the guard; returns whether it went ahead. */
export function useGameLaunch() {
  const guard = useLaunchGuard();
  const navigate = useNavigate();

  return useCallback(
    (to: string): boolean => {
      const go = guard();
      if (go) navigate(to);
      return go;
    },
    [guard, navigate],
  );
}
