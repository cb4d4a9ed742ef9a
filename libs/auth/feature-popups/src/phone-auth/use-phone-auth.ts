import { useMemo } from 'react';
import { useBrand, useFeatureFlags } from '@platform/shared/session';
import { FirebasePhoneAuth, loadFirebaseSdk } from './firebase-phone-auth';

export const PHONE_AUTH_VERIFIER_ID = 'phone-auth-verifier';

/**
 * The phone-auth provider when the brand enables it (PHONEAUTHFIREBASE), else
 * null. The Firebase SDK is fetched on the first code request, never before.
 */
export function usePhoneAuth(): { sendCode: FirebasePhoneAuth['sendCode']; confirmCode: FirebasePhoneAuth['confirmCode'] } | null {
  const flags = useFeatureFlags();
  const brand = useBrand();
  const firebase = brand.phoneAuth?.firebase;
  const enabled = __FLAG_PHONEAUTHFIREBASE__ && flags.PHONEAUTHFIREBASE && Boolean(firebase);
  return useMemo(() => {
    if (!enabled || !firebase) return null;
    let adapter: Promise<FirebasePhoneAuth> | null = null;
    const get = () => {
      adapter ??= loadFirebaseSdk().then((sdk) => new FirebasePhoneAuth(sdk, firebase, PHONE_AUTH_VERIFIER_ID));
      return adapter;
    };
    return {
      sendCode: async (dialingCode, mobileNum) => (await get()).sendCode(dialingCode, mobileNum),
      confirmCode: async (code) => (await get()).confirmCode(code),
    };
  }, [enabled, firebase]);
}
