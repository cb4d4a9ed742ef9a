import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type { Auth, ConfirmationResult } from 'firebase/auth';
import { phoneAuthErrorKey } from './phone-auth-errors';

/** The SDK calls the adapter makes, injectable so tests run without Firebase. */
export interface FirebaseSdk {
  initializeApp(options: FirebaseOptions, name: string): FirebaseApp;
  getAuth(app: FirebaseApp): Auth;
  createVerifier(auth: Auth, containerId: string): unknown;
  signInWithPhoneNumber(auth: Auth, phoneNumber: string, verifier: unknown): Promise<ConfirmationResult>;
}

export class PhoneAuthError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = 'PhoneAuthError';
  }
}

/**
 * The phone-auth provider for SMS login and registration (PHONEAUTHFIREBASE):
 * Firebase sends the SMS, and the ID token it returns proves the number to
 * the gateway as `firebaseIdToken` with `firebaseChannel: 'sms'`.
 */
export class FirebasePhoneAuth {
  private auth: Auth | null = null;
  private confirmation: ConfirmationResult | null = null;

  constructor(
    private readonly sdk: FirebaseSdk,
    private readonly options: FirebaseOptions,
    private readonly verifierContainerId: string,
  ) {}

  private authInstance(): Auth {
    this.auth ??= this.sdk.getAuth(this.sdk.initializeApp(this.options, 'phone-auth'));
    return this.auth;
  }

  /** Sends the code. The countdown for phone auth is always one minute (spec §4). */
  async sendCode(countryDialingCode: string, mobileNum: string): Promise<{ expiredMinutes: 1 }> {
    if (!mobileNum.trim()) throw new PhoneAuthError('firebase.missing-phone-number');
    try {
      const auth = this.authInstance();
      const verifier = this.sdk.createVerifier(auth, this.verifierContainerId);
      const phone = `${countryDialingCode}${mobileNum.trim()}`.replace(/^(?!\+)/, '+');
      this.confirmation = await this.sdk.signInWithPhoneNumber(auth, phone, verifier);
      return { expiredMinutes: 1 };
    } catch (error) {
      throw new PhoneAuthError(phoneAuthErrorKey(error));
    }
  }

  /** Confirms the code and returns the ID token for the gateway. */
  async confirmCode(code: string): Promise<string> {
    if (!code) throw new PhoneAuthError('firebase.missing-verification-code');
    if (!this.confirmation) throw new PhoneAuthError('firebase.code-expired');
    try {
      const credential = await this.confirmation.confirm(code);
      return await credential.user.getIdToken();
    } catch (error) {
      throw new PhoneAuthError(phoneAuthErrorKey(error));
    }
  }
}

/** Loads the real SDK on demand; the chunk is only fetched by brands that enable phone auth. */
export async function loadFirebaseSdk(): Promise<FirebaseSdk> {
  const [{ initializeApp }, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  return {
    initializeApp,
    getAuth: auth.getAuth,
    createVerifier: (instance, containerId) => new auth.RecaptchaVerifier(instance, containerId, { size: 'invisible' }),
    signInWithPhoneNumber: auth.signInWithPhoneNumber,
  };
}
