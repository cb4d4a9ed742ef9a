import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { phoneAuthConfigQueryOptions } from '@platform/auth/data-access';
import { useApiClient } from '@platform/shared/api-client';
import { useBrand, useFeatureFlags } from '@platform/shared/session';
import { FirebasePhoneAuth, loadFirebaseSdk } from './firebase-phone-auth';

/** phoneAuth: the provider sent it (the countdown is then one minute, spec §4). */
type Sent = { expiredMinutes: number; phoneAuth?: boolean };

export interface PhoneAuth {
  /** Sends the code through the phone-auth provider when it serves this brand here, else through `viaGateway`. */
  sendCode(countryDialingCode: string, mobileNum: string, viaGateway: () => Promise<Sent>): Promise<Sent>;
  /** The provider's ID token for the typed code; null when the last code came from the gateway. */
  confirmCode(code: string): Promise<string | null>;
}

/**
 * SMS codes for login and registration. With PHONEAUTHFIREBASE compiled in and served, and the
 * gateway verifying tokens of the brand's own Firebase project, Firebase sends and checks the code;
 * otherwise (or on a gateway without FIREBASE_PROJECT_ID) the gateway does, as before. The Firebase
 * SDK is fetched on the first code sent through it, never for a brand without the flag.
 * `verifierContainerId` names the element the form renders for the invisible reCAPTCHA.
 */
export function usePhoneAuth(verifierContainerId: string): PhoneAuth {
  const flags = useFeatureFlags();
  const brand = useBrand();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const firebase = brand.phoneAuth?.firebase;
  const wanted = __FLAG_PHONEAUTHFIREBASE__ && flags.PHONEAUTHFIREBASE && Boolean(firebase);
  const viaProvider = useRef(false);

  useEffect(() => {
    // Asked as the form opens, so the first send rarely waits for it.
    if (wanted) void queryClient.prefetchQuery(phoneAuthConfigQueryOptions(client));
  }, [wanted, queryClient, client]);

  return useMemo(() => {
    let adapter: Promise<FirebasePhoneAuth | null> | null = null;
    const provider = () => {
      adapter ??= (async () => {
        if (!wanted || !firebase) return null;
        const served = await queryClient.fetchQuery(phoneAuthConfigQueryOptions(client)).catch(() => null);
        // A gateway verifying another project's tokens would refuse every one: keep its own codes instead.
        if (!served || served.projectId !== firebase.projectId) return null;
        return new FirebasePhoneAuth(await loadFirebaseSdk(), firebase, verifierContainerId, served.emulatorHost);
      })().catch((error: unknown) => {
        adapter = null;
        throw error;
      });
      return adapter;
    };
    return {
      async sendCode(countryDialingCode, mobileNum, viaGateway) {
        const phoneAuth = await provider();
        viaProvider.current = phoneAuth !== null;
        return phoneAuth ? phoneAuth.sendCode(countryDialingCode, mobileNum) : viaGateway();
      },
      async confirmCode(code) {
        if (!viaProvider.current) return null;
        const phoneAuth = await provider();
        return phoneAuth ? phoneAuth.confirmCode(code) : null;
      },
    };
  }, [wanted, firebase, client, queryClient, verifierContainerId]);
}
