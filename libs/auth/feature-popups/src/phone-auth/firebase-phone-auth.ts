import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type { Auth, ConfirmationResult } from 'firebase/auth';
import { phoneAuthErrorKey } from './phone-auth-errors';

/** The SDK calls the adapter makes, injectable so unit tests run without Firebase. */
export interface FirebaseSdk {
  /** The named app if this page made it already (the login and register forms share it), else a new one. */
  app(options: FirebaseOptions, name: string): FirebaseApp;
  getAuth(app: FirebaseApp): Auth;
  /** Development and tests: talk to the Auth emulator, which also stands in for the reCAPTCHA. */
  connectAuthEmulator(auth: Auth, url: string): void;
  createVerifier(auth: Auth, containerId: string): { clear(): void };
  signInWithPhoneNumber(auth: Auth, phoneNumber: string, verifier: unknown): Promise<ConfirmationResult>;
}

/** ITU-T E.164: '+', a country code that does not start with 0, at most 15 digits in all. */
const E164 = /^\+[1-9][0-9]{1,14}$/;

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
  private verifier: { clear(): void } | null = null;
  private confirmation: ConfirmationResult | null = null;

  constructor(
    private readonly sdk: FirebaseSdk,
    private readonly options: FirebaseOptions,
    private readonly verifierContainerId: string,
    /** host:port of the Auth emulator (development and tests), from the gateway; null in production. */
    private readonly emulatorHost: string | null = null,
  ) {}

  private authInstance(): Auth {
    if (!this.auth) {
      const auth = this.sdk.getAuth(this.sdk.app(this.options, 'phone-auth'));
      if (this.emulatorHost) this.sdk.connectAuthEmulator(auth, `http://${this.emulatorHost}`);
      this.auth = auth;
    }
    return this.auth;
  }

  /**
   * Sends the code to +<dialing code><number>. A number that is not E.164 (no dialing code yet, as
   * before the country list has loaded, or too long) is refused here with Firebase's own
   * invalid-phone-number message: Firebase would refuse it too, after a reCAPTCHA round and a
   * counted request. The countdown for phone auth is always one minute (spec §4).
   */
  async sendCode(countryDialingCode: string, mobileNum: string): Promise<{ expiredMinutes: 1; phoneAuth: true }> {
    if (!mobileNum.trim()) throw new PhoneAuthError('firebase.missing-phone-number');
    const dialing = countryDialingCode.trim().replace(/^(?=[0-9])/, '+');
    const phoneNumber = `${dialing}${mobileNum.trim()}`;
    if (!dialing || !E164.test(phoneNumber)) throw new PhoneAuthError('firebase.invalid-phone-number');
    try {
      const auth = this.authInstance();
      // One invisible reCAPTCHA per form, reused for resends; a failed send clears it so the next starts afresh.
      this.verifier ??= this.sdk.createVerifier(auth, this.verifierContainerId);
      this.confirmation = await this.sdk.signInWithPhoneNumber(auth, phoneNumber, this.verifier);
      return { expiredMinutes: 1, phoneAuth: true };
    } catch (error) {
      this.verifier?.clear();
      this.verifier = null;
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

/** Loads the real SDK on demand; the chunk is only fetched by brands that enable phone auth, once a code is sent. */
export async function loadFirebaseSdk(): Promise<FirebaseSdk> {
  const [{ getApps, initializeApp }, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  return {
    app: (options, name) => getApps().find((app) => app.name === name) ?? initializeApp(options, name),
    getAuth: auth.getAuth,
    // Connecting twice with the same address is a no-op in the SDK, so both forms may ask.
    connectAuthEmulator: (instance, url) => auth.connectAuthEmulator(instance, url, { disableWarnings: true }),
    createVerifier: (instance, containerId) => new auth.RecaptchaVerifier(instance, containerId, { size: 'invisible' }),
    signInWithPhoneNumber: auth.signInWithPhoneNumber,
  };
}
