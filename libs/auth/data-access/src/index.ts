export { authKeys } from './auth-keys';
export { fetchMemberInfo, memberInfoQueryOptions, useMemberInfo } from './member-info';
export { captchaQueryOptions, useCaptcha } from './captcha';
export { countryCodesQueryOptions, useCountryCodes } from './country-codes';
export { phoneAuthConfigQueryOptions } from './phone-auth-config';
export { solveBotCheck } from './bot-check';
export { checkAffiliateCode } from './affiliate-check';
export {
  useLoginMutation,
  useRememberLoginMutation,
  useVerifyLoginMutation,
  useSendLoginVerificationMutation,
  useLoginCodeMutation,
  useFreePlayMutation,
  useLogoutMutation,
} from './login-mutations';
export {
  useRegisterMutation,
  useRegisterMobileMutation,
  useRegisterCodeMutation,
} from './register-mutations';
export {
  useResetByEmailMutation,
  useResetByPhoneMutation,
  useResetCodeMutation,
  useChangePasswordMutation,
} from './password-mutations';
export {
  useFirstLoginMutation,
  useTotpEnrolMutation,
  useTotpConfirmMutation,
} from './account-mutations';
export { popupBannerQueryOptions, usePopupBanner } from './popup-banner';
export type { PopupBannerGroup } from './popup-banner';
