// Signing in and out: the password login, its extra checks, the remembered and free-play logins, logout.
import {
  freePlayCall,
  loginCall,
  loginCodeCall,
  logoutCall,
  rememberLoginCall,
  sendVerificationCall,
  verifyLoginCall,
} from '@platform/shared/api-contract';
import { useContractMutation } from '@platform/shared/api-client';

/** Login (E). A failure may carry `value.captcha` or `value.verification` (ApiError.value). */
export const useLoginMutation = () => useContractMutation(loginCall);
/** A remembered login: the gateway exchanges its HttpOnly remember token for a session. */
export const useRememberLoginMutation = () => useContractMutation(rememberLoginCall);
/** Finishes a login from an unrecognised IP with one extra check. */
export const useVerifyLoginMutation = () => useContractMutation(verifyLoginCall);
/** Sends the SMS or e-mail code of that extra check. */
export const useSendLoginVerificationMutation = () => useContractMutation(sendVerificationCall);
/** SMS verification code for login, without logging in. */
export const useLoginCodeMutation = () => useContractMutation(loginCodeCall);
/** Free-play login: a trial account with play money only. */
export const useFreePlayMutation = () => useContractMutation(freePlayCall);
/** Logout (T); forget: true also revokes the remembered login. */
export const useLogoutMutation = () => useContractMutation(logoutCall);
