import { useAtomValue, useSetAtom } from 'jotai';
import { loginFailureValueSchema } from '@platform/shared/api-contract';
import { ApiError, useApiClient } from '@platform/shared/api-client';
import { solveBotCheck, useLoginMutation, useRememberLoginMutation } from '@platform/auth/data-access';
import { agentPageAtom, authPopupAtom, pendingVerificationAtom, type PendingVerification } from '../stores/auth-popups';
import { saveOrClearRememberedLogin } from '../utils/remember-me';
import { useCompleteLogin } from './use-complete-login';
import { useErrorText } from './use-error-text';

export interface UsernameLoginInput {
  username: string;
  password: string;
  remember: boolean;
  captcha?: { value: string; key: string };
  /** Where to go after the login (a phone reset goes to /). */
  navigateTo?: string;
}

export type UsernameLoginResult =
  | { ok: true }
  | { ok: false; message: string; captchaRequired: boolean; code: string | null };

/**
 * Username login as both the popup and the header form run it: bot check,
 * the E-encrypted call, remembered credentials, then the §4 after-login steps.
 */
export function useUsernameLogin() {
  const client = useApiClient();
  const errorText = useErrorText();
  const agentPage = useAtomValue(agentPageAtom);
  const setPopup = useSetAtom(authPopupAtom);
  const setPendingVerification = useSetAtom(pendingVerificationAtom);
  const completeLogin = useCompleteLogin();
  const login = useLoginMutation();
  const rememberLogin = useRememberLoginMutation();

  const failed = (error: unknown, login?: PendingVerification['login']): UsernameLoginResult => {
    const failure = loginFailureValueSchema.safeParse(error instanceof ApiError ? error.value : null);
    if (failure.success && failure.data.verification) {
      // The verify popup finishes this login: remember-me, the forced change and navigation included.
      setPendingVerification({ ...failure.data.verification, ...(login ? { login } : {}) });
      setPopup('verifyLogin');
    }
    return {
      ok: false,
      message: errorText.apiError(error),
      captchaRequired: failure.success && failure.data.captcha === true,
      code: error instanceof ApiError ? error.code : null,
    };
  };

  const submit = async (input: UsernameLoginInput): Promise<UsernameLoginResult> => {
    const remember = input.remember && !agentPage;
    try {
      const altcha = await solveBotCheck(client);
      const value = await login.mutateAsync({
        username: input.username,
        password: input.password,
        type: 'username',
        altcha,
        agentPage,
        // The gateway sets (or drops) its HttpOnly remember token; the password is never stored here.
        remember,
        ...(input.captcha ? { captcha: input.captcha.value, captchaKey: input.captcha.key } : {}),
      });
      saveOrClearRememberedLogin(document, { remember, username: input.username });
      await completeLogin(value, {
        type: 'username',
        password: input.password,
        agentPage,
        ...(input.navigateTo ? { navigateTo: input.navigateTo } : {}),
      });
      return { ok: true };
    } catch (error) {
      return failed(error, {
        username: input.username,
        remember,
        password: input.password,
        agentPage,
        ...(input.navigateTo ? { navigateTo: input.navigateTo } : {}),
      });
    }
  };

  /** The remembered login (issue 26): the gateway's HttpOnly token stands in for the password. */
  const submitRemembered = async (username: string): Promise<UsernameLoginResult> => {
    try {
      const value = await rememberLogin.mutateAsync({ username });
      await completeLogin(value, { type: 'username' });
      return { ok: true };
    } catch (error) {
      return failed(error);
    }
  };

  return { submit, submitRemembered, agentPage };
}
