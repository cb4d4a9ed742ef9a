import type { Meta, StoryObj } from '@storybook/react-vite';
import type { createStore } from 'jotai';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@platform/shared/api-client';
import { pendingVerificationAtom } from '@platform/auth/feature-auth';
import SmsLoginForm from '../components/sms-login-form';
import { VerifyLoginPopup } from '../components/verify-login-popup';

/*
 * SMS login (the MOBILEVERCODELOGIN3 form, which the login popup shows on brands with that flag,
 * e.g. lucky) and the extra check of a login from an unrecognised IP. The story gateway sends
 * codes and refuses a wrong one; nothing reaches a real gateway.
 */
const countryCodes = [
  { countryCode: 'BR', countryDialingCode: '+55' },
  { countryCode: 'PT', countryDialingCode: '+351' },
  { countryCode: 'VN', countryDialingCode: '+84' },
];
const wrongCode = () => {
  throw new ApiError('VERIFICATION_CODE_INVALID', 'story', 400);
};

const meta: Meta = {
  title: 'auth/Login checks',
  parameters: {
    signedIn: false,
    api: {
      countryCodes,
      // A Firebase project other than the brand's: the form keeps the gateway's own codes (use-phone-auth.ts).
      phoneAuthConfig: { projectId: 'storybook-gateway-codes', emulatorHost: null },
      loginCode: { expiredMinutes: 5 },
      sendLoginVerification: { expiredMinutes: 5 },
      login: wrongCode,
      verifyLogin: wrongCode,
    },
  },
};
export default meta;

/** Mobile number and SMS code; "send code" starts its countdown. */
export const SmsLogin: StoryObj = {
  render: () => <SmsLoginForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = await canvas.findByTestId('sms-login-mobile');
    await userEvent.type(mobile, '11987654321');
    const send = canvas.getByTestId('sms-login-send');
    await userEvent.click(send);
    await waitFor(() => expect(send).toBeDisabled());
  },
};
export const SmsLoginPortuguese: StoryObj = { render: () => <SmsLoginForm />, globals: { locale: 'PT' } };

/** Submitting without a number or code marks both fields, without a call. */
export const SmsLoginRequiredFields: StoryObj = {
  render: () => <SmsLoginForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('sms-login-submit'));
    await expect((await canvas.findAllByRole('alert')).length).toBeGreaterThan(0);
  },
};

const pending =
  (methods: ('sms' | 'email' | 'bankName' | 'totp')[]) =>
  (store: ReturnType<typeof createStore>) =>
    store.set(pendingVerificationAtom, { challengeId: 'story-challenge', methods });

/** A login from a new IP: the player picks a check (SMS, e-mail, bank name or authenticator) and answers it. */
export const VerifyLogin: StoryObj = {
  render: () => <VerifyLoginPopup onClose={() => undefined} />,
  parameters: { initStore: pending(['sms', 'email', 'bankName', 'totp']) },
  play: async () => {
    const body = within(document.body);
    const tabs = await body.findAllByRole('tab');
    await userEvent.click(tabs[2] as HTMLElement);
    await waitFor(() => expect(tabs[2]).toHaveAttribute('aria-selected', 'true'));
    await expect(body.queryByTestId('verify-send')).toBeNull();
  },
};
export const VerifyLoginPortuguese: StoryObj = {
  render: () => <VerifyLoginPopup onClose={() => undefined} />,
  parameters: { initStore: pending(['sms', 'totp']) },
  globals: { locale: 'PT' },
};

/** A wrong answer: the gateway refuses it and the popup says so. */
export const VerifyLoginWrongAnswer: StoryObj = {
  render: () => <VerifyLoginPopup onClose={() => undefined} />,
  parameters: { initStore: pending(['totp']) },
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByTestId('verify-answer'), '123456');
    await userEvent.click(body.getByTestId('verify-submit'));
    const alert = await body.findByRole('alert');
    await waitFor(() => expect(alert).not.toBeEmptyDOMElement());
  },
};
