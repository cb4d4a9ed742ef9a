import {
  changePasswordCall,
  firstLoginCall,
  freePlayCall,
  loginCall,
  loginCodeCall,
  logoutCall,
  rememberLoginCall,
  registerCall,
  registerCodeCall,
  registerMobileCall,
  resetByEmailCall,
  resetByPhoneCall,
  resetCodeCall,
  sendVerificationCall,
  totpConfirmCall,
  totpEnrolCall,
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
/** Member register by username (E), with login: true. */
export const useRegisterMutation = () => useContractMutation(registerCall);
/** Register by mobile (E), with login: true. */
export const useRegisterMobileMutation = () => useContractMutation(registerMobileCall);
/** Registration SMS code. */
export const useRegisterCodeMutation = () => useContractMutation(registerCodeCall);
/** Password reset by e-mail; always answers in_been_out. */
export const useResetByEmailMutation = () => useContractMutation(resetByEmailCall);
/** Password reset by phone with an SMS code. */
export const useResetByPhoneMutation = () => useContractMutation(resetByPhoneCall);
/** SMS code for a password reset by phone. */
export const useResetCodeMutation = () => useContractMutation(resetCodeCall);
/** Member password change (T, E); answers a new token. */
export const useChangePasswordMutation = () => useContractMutation(changePasswordCall);
/** The first-login action (T). */
export const useFirstLoginMutation = () => useContractMutation(firstLoginCall);
/** TOTP ("Google verification") enrolment (T). */
export const useTotpEnrolMutation = () => useContractMutation(totpEnrolCall);
export const useTotpConfirmMutation = () => useContractMutation(totpConfirmCall);
