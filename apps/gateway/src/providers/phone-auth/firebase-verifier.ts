import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { ProvidersConfig } from '../../config';
import { HttpError } from '../../http/http-error';
import { providerUnavailable } from '../unavailable';

/** Proves that the caller holds a mobile number, from the ID token the phone-auth provider issued. */
export interface PhoneAuthVerifier {
  /** Resolves when `idToken` is a valid token of this project for exactly `mobile` (+<digits>); else a translated 4xx. */
  verifyMobile(idToken: string, mobile: string): Promise<void>;
}

/** Spec §8's phone-auth texts for a token that does not prove the number, and for one past its time. */
export const invalidPhoneToken = () => new HttpError(400, 'VERIFICATION_CODE_INVALID', 'Verification code is not valid');
export const expiredPhoneToken = () => new HttpError(400, 'CODE_EXPIRED', 'Verification code has expired, please send again.');

function errorCode(error: unknown): string {
  return typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
}

/** One firebase-admin app per project, shared by every route that verifies tokens. */
function appFor(projectId: string): App {
  const name = `phone-auth-${projectId}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
}

/**
 * Firebase phone auth (PHONEAUTHFIREBASE). `verifyIdToken` checks the signature against Google's
 * published keys, the audience and issuer (the project), and the expiry; the number must then be
 * the one the request names, so a token for one phone cannot log in or register another.
 */
export function createFirebaseVerifier(firebase: NonNullable<ProvidersConfig['firebase']>): PhoneAuthVerifier {
  if (firebase.emulatorHost) {
    // firebase-admin reads the emulator's address only from the environment. Config refuses it in
    // production, since the emulator's tokens are unsigned and the SDK then skips the signature check.
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = firebase.emulatorHost;
  }
  const auth = getAuth(appFor(firebase.projectId));
  return {
    async verifyMobile(idToken, mobile) {
      let phone: string | undefined;
      try {
        const decoded = await auth.verifyIdToken(idToken);
        // verifyIdToken checks aud and iss already; the project is re-checked so a misconfigured app cannot widen it.
        if (decoded.aud !== firebase.projectId || decoded.firebase.sign_in_provider !== 'phone') throw invalidPhoneToken();
        phone = decoded.phone_number;
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if (errorCode(error) === 'auth/id-token-expired') throw expiredPhoneToken();
        throw invalidPhoneToken();
      }
      if (phone !== mobile) throw invalidPhoneToken();
    },
  };
}

/** The verifier FIREBASE_PROJECT_ID configures, or one that answers 503 when phone auth is not set up. */
export function phoneAuthVerifier(providers: ProvidersConfig): PhoneAuthVerifier {
  if (providers.firebase) return createFirebaseVerifier(providers.firebase);
  return {
    async verifyMobile() {
      throw providerUnavailable('Phone authentication');
    },
  };
}
