// Always-loaded auth: the header forms, session sync, login/logout flows and the
// state the lazily loaded popups (libs/auth/feature-popups) share with them.
export { SessionSync } from './components/session-sync';
export { HeaderLogin } from './components/header-login';
export { HeaderAccount } from './components/header-account';
export { WarningDialog } from './components/warning-dialog';
export { useLogout } from './hooks/use-logout';
export { useCompleteLogin } from './hooks/use-complete-login';
export { useErrorText } from './hooks/use-error-text';
export { useSmsCode } from './hooks/use-sms-code';
export { useUsernameLogin } from './hooks/use-username-login';
export { useLoginMethods } from './hooks/use-login-methods';
// The signed-in member (auth's data-access), for the shell's user menu and live-event socket: the
// shell may use only another domain's feature and ui entries, and this entry is always loaded.
export { useMemberInfo } from '@platform/auth/data-access';
export type { LoginMethod } from './hooks/use-login-methods';
export {
  authPopupAtom,
  agentPageAtom,
  afterLoginModalAtom,
  trialNoticeAtom,
  forcedChangeAtom,
  loginPasswordAtom,
  pendingVerificationAtom,
  loginPrefillAtom,
} from './stores/auth-popups';
export type { AuthPopup, PendingVerification } from './stores/auth-popups';
export { readRememberedLogin, saveOrClearRememberedLogin, canUseRememberedLogin, REMEMBER_ME_MS } from './utils/remember-me';
export type { RememberedLogin } from './utils/remember-me';
export {
  MOBILE_RULE,
  canRequestCode,
  normaliseLoginForm,
  validateLoginForm,
} from './utils/login-form-rules';
export type { LoginFormErrors, LoginFormValues } from './utils/login-form-rules';
export { createThrottle, CAPTCHA_REFRESH_THROTTLE_MS, SMS_SEND_THROTTLE_MS } from './utils/throttle';
export { smsCountdownSeconds } from './utils/sms-countdown';
