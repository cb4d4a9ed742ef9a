/** One query-key factory for the auth domain (CONVENTIONS §6). */
export const authKeys = {
  all: ['auth'] as const,
  memberInfo: (token: string | null) => [...authKeys.all, 'member-info', token] as const,
  captcha: (captchaKey: string, nonce: number) => [...authKeys.all, 'captcha', captchaKey, nonce] as const,
  countryCodes: () => [...authKeys.all, 'country-codes'] as const,
  phoneAuthConfig: () => [...authKeys.all, 'phone-auth-config'] as const,
  botChallenge: (nonce: number) => [...authKeys.all, 'bot-challenge', nonce] as const,
  popupBanner: (group: string, language: string) => [...authKeys.all, 'popup-banner', group, language] as const,
};
