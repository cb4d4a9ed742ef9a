import { accountTest as test, expect } from './support/fixtures';
import { E2E_FIREBASE, emulatorCode, openSessions, wrongCode } from './support/firebase-phone';
import { uniqueMobile } from './support/unique';

/**
 * Firebase phone auth through the Auth emulator (issue 23 §1) on the Lucky brand, whose web config names the
 * emulator's demo project. This gateway verifies that project's tokens and has no SMS provider of its own, so
 * every code here is sent and checked by Firebase; the texts are the spec's phone-auth messages (§8).
 * too-many-requests is not here: the emulator keeps no quota or counter (firebase-tools lib/emulator/auth), so it
 * never answers it; the SDK code's mapping to the spec text is unit-tested in
 * libs/auth/feature-popups/src/phone-auth/firebase-phone-auth.spec.ts.
 */
const lucky = (path: string) => `http://lucky.localhost:${E2E_FIREBASE.gatewayPort}${path}`;

test.describe('Firebase phone auth on the SMS-first brand', () => {
  test('registers a new player by mobile and logs in by SMS through Firebase, with the spec texts for wrong and spent codes', async ({
    page,
  }) => {
    const mobile = uniqueMobile();
    const phone = `+55${mobile}`;

    await page.goto(lucky('/register'));
    const register = page.getByTestId('registerModal');
    await register.getByTestId('registerMobile-mobile').fill(mobile);
    let before = await openSessions(phone);
    const registerSend = register.getByTestId('registerMobile-send-code');
    await registerSend.click();
    const registrationCode = await emulatorCode(phone, before);
    // Spec §4: the phone-auth provider's countdown is one minute.
    await expect(registerSend).toHaveText(/\d+ s/);
    expect(Number((await registerSend.textContent())?.replace(/\D/g, ''))).toBeLessThanOrEqual(60);
    await register.getByTestId('age-confirm').check();
    // invalid-verification-code, as the emulator answers a wrong code.
    await register.getByTestId('registerMobile-verificationCode').fill(wrongCode(registrationCode));
    await register.getByTestId('register-submit').click();
    await expect(register.getByTestId('register-error')).toHaveText('Verification code is not valid');
    await register.getByTestId('registerMobile-verificationCode').fill(registrationCode);
    await register.getByTestId('register-submit').click();
    await expect(page.getByTestId('header-account')).toBeVisible({ timeout: 15_000 });

    await page.getByTestId('logout').click();
    await page.goto(lucky('/login'));
    const login = page.getByTestId('loginPopupModal');
    await login.getByTestId('sms-login-mobile').fill(mobile);
    before = await openSessions(phone);
    const send = login.getByTestId('sms-login-send');
    await send.click();
    const loginCode = await emulatorCode(phone, before);
    await expect(send).toHaveText(/\d+ s/);
    expect(Number((await send.textContent())?.replace(/\D/g, ''))).toBeLessThanOrEqual(60);
    await login.getByTestId('sms-login-code').fill(wrongCode(loginCode));
    await login.getByTestId('sms-login-submit').click();
    await expect(login.getByTestId('login-error')).toHaveText('Verification code is not valid');
    await login.getByTestId('sms-login-code').fill(loginCode);
    await login.getByTestId('sms-login-submit').click();
    await expect(page.getByTestId('header-account')).toBeVisible({ timeout: 15_000 });
  });

  test('a number Firebase proved without an account is asked to register, and its spent code to be sent again', async ({ page }) => {
    const mobile = uniqueMobile();
    const phone = `+55${mobile}`;
    await page.goto(lucky('/login'));
    const login = page.getByTestId('loginPopupModal');
    await login.getByTestId('sms-login-mobile').fill(mobile);
    const before = await openSessions(phone);
    await login.getByTestId('sms-login-send').click();
    await login.getByTestId('sms-login-code').fill(await emulatorCode(phone, before));
    await login.getByTestId('sms-login-submit').click();
    await expect(login.getByTestId('login-error')).toHaveText('Please Register An Account First');
    // Firebase took the code; submitting it again meets a verification it no longer knows: code-expired.
    await login.getByTestId('sms-login-submit').click();
    await expect(login.getByTestId('login-error')).toHaveText('Verification code has expired, please send again.');
  });

  /**
   * invalid-phone-number: the emulator answers it only for a number without a leading '+', and the app never sends
   * one. The form takes 5 to 15 digits (its own field message), the dialing code comes from the gateway's list, and
   * the adapter refuses anything that is not E.164 (no dialing code yet, or too long) with the spec's text before
   * Firebase is asked. Both refusals are checked here against the emulator's list of sent codes.
   */
  test('refuses a number Firebase could not take in the app, with the field message and the spec text, sending nothing', async ({
    page,
  }) => {
    await page.goto(lucky('/login'));
    const login = page.getByTestId('loginPopupModal');
    await expect(login.getByTestId('sms-login-dialing-code')).toHaveValue('+55');
    const send = login.getByTestId('sms-login-send');

    await login.getByTestId('sms-login-mobile').fill('12ab');
    await send.click();
    await expect(login.locator('#sms-login-mobile-error')).toHaveText('Please enter a valid mobile number');

    // 15 digits pass the form, but with +55 the number is longer than E.164 allows.
    const tooLong = `${uniqueMobile()}0123`;
    await login.getByTestId('sms-login-mobile').fill(tooLong);
    await send.click();
    await expect(page.getByTestId('warning-message')).toHaveText('Invalid phone number format.');
    // The dialog shows once the send has failed, so a code the emulator made for either number would be listed by now.
    expect((await openSessions(`+55${tooLong}`)).size).toBe(0);
    expect((await openSessions('+5512ab')).size).toBe(0);
  });
});
