import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import type { FirebaseApp } from 'firebase/app';
import type { Auth, ConfirmationResult } from 'firebase/auth';
import { FirebasePhoneAuth, PhoneAuthError, type FirebaseSdk } from './firebase-phone-auth';
import { PHONE_AUTH_ERROR_CODES, phoneAuthErrorKey } from './phone-auth-errors';

const verifier = { clear: vi.fn() };
function sdkWith(signIn: FirebaseSdk['signInWithPhoneNumber']): FirebaseSdk {
  return {
    app: vi.fn(() => ({}) as FirebaseApp),
    getAuth: vi.fn(() => ({}) as Auth),
    connectAuthEmulator: vi.fn(),
    createVerifier: vi.fn(() => verifier),
    signInWithPhoneNumber: signIn,
  };
}

const options = { apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a' };

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

describe('Firebase phone auth adapter (spec §8 phone-auth messages)', () => {
  it.each([
    ['auth/invalid-phone-number', 'Invalid phone number format.'],
    ['auth/missing-phone-number', 'Please enter a valid phone number.'],
    ['auth/too-many-requests', 'Too many requests, please try again after 5 minutes.'],
    ['auth/invalid-verification-code', 'Verification code is not valid'],
    ['auth/missing-verification-code', 'Verification code is missing'],
    ['auth/captcha-check-failed', 'Invalid reCaptcha input...'],
    ['auth/quota-exceeded', 'Quota not sufficient, please contact customer service.'],
    ['auth/operation-not-allowed', 'Not enabled function, please contact customer service.'],
    ['auth/code-expired', 'Verification code has expired, please send again.'],
    // The code's session is gone (already used): the player must send a new one.
    ['auth/invalid-verification-id', 'Verification code has expired, please send again.'],
    ['auth/popup-closed-by-user', 'Login failure. Please try again.'],
    ['auth/something-new', 'An unknown error occured.'],
  ])('maps %s to "%s"', (code, text) => {
    expect(i18n.t(phoneAuthErrorKey({ code }))).toBe(text);
  });

  it('has a message for every code it knows', () => {
    for (const code of PHONE_AUTH_ERROR_CODES) expect(i18n.exists(`firebase.${code}`)).toBe(true);
  });

  it('sends the code to +<dialing code><number> and counts down one minute', async () => {
    const signIn = vi.fn(async () => ({}) as ConfirmationResult);
    const adapter = new FirebasePhoneAuth(sdkWith(signIn), options, 'recaptcha');
    await expect(adapter.sendCode('+55', ' 11987654321 ')).resolves.toEqual({ expiredMinutes: 1, phoneAuth: true });
    expect(signIn).toHaveBeenCalledWith({}, '+5511987654321', verifier);
    await adapter.sendCode('84', '912345678');
    expect(signIn).toHaveBeenLastCalledWith({}, '+84912345678', verifier);
  });

  it('refuses a number that is not E.164 with invalid-phone-number, without asking Firebase', async () => {
    const signIn = vi.fn(async () => ({}) as ConfirmationResult);
    const sdk = sdkWith(signIn);
    const adapter = new FirebasePhoneAuth(sdk, options, 'r');
    const invalid = new PhoneAuthError('firebase.invalid-phone-number');
    // No dialing code yet (the country list has not arrived): the number would not be international.
    await expect(adapter.sendCode('', '11987654321')).rejects.toEqual(invalid);
    // Longer than E.164's 15 digits, or not digits: Firebase would answer the same.
    await expect(adapter.sendCode('+55', '1198765432101234')).rejects.toEqual(invalid);
    await expect(adapter.sendCode('+55', '11 9876-5432')).rejects.toEqual(invalid);
    expect(signIn).not.toHaveBeenCalled();
    expect(sdk.createVerifier).not.toHaveBeenCalled();
    expect(i18n.t(invalid.messageKey)).toBe('Invalid phone number format.');
  });

  it('talks to the Auth emulator the gateway names, and to Firebase otherwise', async () => {
    const emulated = sdkWith(async () => ({}) as ConfirmationResult);
    await new FirebasePhoneAuth(emulated, options, 'r', '127.0.0.1:9099').sendCode('+55', '11987654321');
    expect(emulated.connectAuthEmulator).toHaveBeenCalledWith({}, 'http://127.0.0.1:9099');
    const real = sdkWith(async () => ({}) as ConfirmationResult);
    await new FirebasePhoneAuth(real, options, 'r').sendCode('+55', '11987654321');
    expect(real.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('reuses one reCAPTCHA for resends and clears it after a failed send', async () => {
    let fail = true;
    const sdk = sdkWith(async () => {
      if (fail) throw { code: 'auth/captcha-check-failed' };
      return {} as ConfirmationResult;
    });
    const adapter = new FirebasePhoneAuth(sdk, options, 'r');
    verifier.clear.mockClear();
    await expect(adapter.sendCode('+55', '11987654321')).rejects.toEqual(new PhoneAuthError('firebase.captcha-check-failed'));
    expect(verifier.clear).toHaveBeenCalledTimes(1);
    fail = false;
    await adapter.sendCode('+55', '11987654321');
    await adapter.sendCode('+55', '11987654321');
    expect(sdk.createVerifier).toHaveBeenCalledTimes(2);
  });

  it('turns an SDK failure into the spec message key', async () => {
    const adapter = new FirebasePhoneAuth(
      sdkWith(async () => {
        throw { code: 'auth/too-many-requests' };
      }),
      options,
      'recaptcha',
    );
    await expect(adapter.sendCode('+55', '11987654321')).rejects.toEqual(new PhoneAuthError('firebase.too-many-requests'));
  });

  it('confirms the code and returns the ID token for the gateway', async () => {
    const confirm = vi.fn(async () => ({ user: { getIdToken: async () => 'id-token-123' } }));
    const adapter = new FirebasePhoneAuth(sdkWith(async () => ({ confirm }) as unknown as ConfirmationResult), options, 'r');
    await adapter.sendCode('+84', '912345678');
    await expect(adapter.confirmCode('123456')).resolves.toBe('id-token-123');
    expect(confirm).toHaveBeenCalledWith('123456');
  });

  it('asks for a code before confirming and for a number before sending', async () => {
    const adapter = new FirebasePhoneAuth(sdkWith(vi.fn()), options, 'r');
    await expect(adapter.sendCode('+55', '  ')).rejects.toEqual(new PhoneAuthError('firebase.missing-phone-number'));
    await expect(adapter.confirmCode('')).rejects.toEqual(new PhoneAuthError('firebase.missing-verification-code'));
  });
});
