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
  useRegisterMutation,
  useRegisterMobileMutation,
  useRegisterCodeMutation,
  useResetByEmailMutation,
  useResetByPhoneMutation,
  useResetCodeMutation,
  useChangePasswordMutation,
  useFirstLoginMutation,
  useTotpEnrolMutation,
  useTotpConfirmMutation,
} from './auth-mutations';
export { popupBannerQueryOptions, usePopupBanner } from './popup-banner';
export type { PopupBannerGroup } from './popup-banner';
