import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import type { SystemStatus } from '@platform/shared/api-contract';
import { createI18n } from '@platform/shared/i18n';
import { ApiError } from '@platform/shared/api-client';
import { BrandProvider, systemInfoAtom, tokenAtom } from '@platform/shared/session';
import type { BrandManifest } from '@platform/shared/brand';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { HeaderLogin, SessionSync, readRememberedLogin, saveOrClearRememberedLogin } from '@platform/auth/feature-auth';
import { AuthPopups } from './auth-popups';
import { LoginPopup } from './login-popup';
import { RegisterPopup } from './register-popup';

vi.mock('@platform/auth/data-access', async (original) => ({
  ...(await original<typeof import('@platform/auth/data-access')>()),
  // The proof-of-work itself is tested on its own; here it answers at once.
  solveBotCheck: async () => 'solved',
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});
beforeEach(() => {
  saveOrClearRememberedLogin(document, { remember: false });
  sessionStorage.clear();
});

const loginValue = { token: 't'.repeat(43), firstTimeLogin: false, passwordExpired: false, mustChangePassword: false, previousLoginAt: null };
const member = { id: 1, account: 'alice01', nickname: 'alice', type: 0, isAgent: false, isTrial: false, firstTimeLogin: false, previousLoginAt: null, location: { ip: '127.0.0.1' }, totpEnabled: false };

function withFlags(flags: Record<string, boolean>) {
  const store = createStore();
  store.set(systemInfoAtom, { whitelabelVal: flags, register: {} } as unknown as SystemStatus['info']);
  return store;
}

describe('§4 "The captcha field is hidden until a failed login says a captcha is required. It is then shown and loaded."', () => {
  it('a header login that needs a captcha opens the login popup with the captcha shown and loaded and the username kept', async () => {
    const { client, calls } = fakeClient({
      login: () => {
        throw new ApiError('CAPTCHA_REQUIRED', 'x', 400, { captcha: true });
      },
      captcha: () => 'data:image/png;base64,AAAA',
    });
    renderWithApp(
      <>
        <HeaderLogin />
        <AuthPopups />
      </>,
      { client, i18n },
    );
    fireEvent.change(screen.getByTestId('header-username'), { target: { value: ' alice01 ' } });
    fireEvent.change(screen.getByTestId('header-password'), { target: { value: 'Secret12' } });
    fireEvent.click(screen.getByTestId('header-login-submit'));

    const popup = await screen.findByTestId('loginPopupModal');
    expect(popup.querySelector('[data-testid="login-username"]')).toHaveValue('alice01');
    expect(screen.getByTestId('captcha-input')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.id === 'captcha')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('captcha-image').querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,AAAA'));
    expect(screen.getByTestId('login-error')).toHaveTextContent('Please enter the captcha');
  });
});

describe('§2 "A method is offered only if its flag is on: USERNAMEREG3 for username, MOBILEVERCODELOGIN3 for SMS."', () => {
  it('an SMS-only brand header offers no username fields, and a login button that opens the SMS form', async () => {
    const { client } = fakeClient({ countryCodes: () => [{ countryCode: 'BR', countryDialingCode: '+55' }] });
    renderWithApp(
      <BrandProvider brand={{ merchantCode: 'LUCKY' } as unknown as BrandManifest}>
        <HeaderLogin />
        <AuthPopups />
      </BrandProvider>,
      { client, i18n, store: withFlags({ USERNAMEREG3: false }) },
    );
    expect(screen.queryByTestId('header-username')).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-password')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('header-login-open'));
    const popup = await screen.findByTestId('loginPopupModal');
    expect(await screen.findByTestId('sms-login-form')).toBeInTheDocument();
    expect(popup.querySelector('[data-testid="username-login-form"]')).toBeNull();
  });

  it('an SMS code comes from the gateway when it verifies another Firebase project than the brand\'s web config', async () => {
    const { client, calls } = fakeClient({
      countryCodes: () => [{ countryCode: 'BR', countryDialingCode: '+55' }],
      phoneAuthConfig: () => ({ projectId: 'another-project', emulatorHost: null }),
      loginCode: () => ({ expiredMinutes: 5 }),
    });
    const firebase = { apiKey: 'k', authDomain: 'lucky-phone.firebaseapp.com', projectId: 'lucky-phone', appId: '1:2:web:3' };
    renderWithApp(
      <BrandProvider brand={{ merchantCode: 'LUCKY', phoneAuth: { firebase } } as unknown as BrandManifest}>
        <LoginPopup onClose={() => undefined} />
      </BrandProvider>,
      { client, i18n, store: withFlags({ USERNAMEREG3: false }) },
    );
    fireEvent.change(await screen.findByTestId('sms-login-mobile'), { target: { value: '11987654321' } });
    await waitFor(() => expect(screen.getByTestId('sms-login-send')).toBeEnabled());
    fireEvent.click(screen.getByTestId('sms-login-send'));
    await waitFor(() => expect(calls.find((c) => c.id === 'loginCode')?.request).toMatchObject({ mobileNum: '11987654321' }));
    expect(calls.some((c) => c.id === 'phoneAuthConfig')).toBe(true);
    // A gateway code counts its own 5 minutes, though the brand has the phone-auth flag (whose codes count one).
    await waitFor(() => expect(screen.getByTestId('sms-login-send')).toHaveTextContent(/\b(29\d|300)\b/));
  });

  it('"Send code" waits for the country list: without a dialing code no request could be sent', async () => {
    let answer: (rows: { countryCode: string; countryDialingCode: string }[]) => void = () => undefined;
    const { client, calls } = fakeClient({
      countryCodes: () => new Promise((resolve) => (answer = resolve)),
      loginCode: () => ({ expiredMinutes: 5 }),
    });
    renderWithApp(
      <BrandProvider brand={{ merchantCode: 'LUCKY' } as unknown as BrandManifest}>
        <LoginPopup onClose={() => undefined} />
      </BrandProvider>,
      { client, i18n, store: withFlags({ USERNAMEREG3: false }) },
    );
    fireEvent.change(await screen.findByTestId('sms-login-mobile'), { target: { value: '11987654321' } });
    expect(screen.getByTestId('sms-login-send')).toBeDisabled();
    answer([{ countryCode: 'BR', countryDialingCode: '+55' }]);
    await waitFor(() => expect(screen.getByTestId('sms-login-send')).toBeEnabled());
    fireEvent.click(screen.getByTestId('sms-login-send'));
    await waitFor(() => expect(calls.find((c) => c.id === 'loginCode')?.request).toMatchObject({ countryDialingCode: '+55' }));
  });

  it('a brand with username login keeps the inline header form', () => {
    const { client } = fakeClient({});
    renderWithApp(<HeaderLogin />, { client, i18n, store: withFlags({ MOBILEVERCODELOGIN3: false }) });
    expect(screen.getByTestId('header-username')).toBeInTheDocument();
    expect(screen.queryByTestId('header-login-open')).not.toBeInTheDocument();
  });
});

describe('§4 "First login or an expired password forces a password change"', () => {
  it('reopens the forced change popup on load when the gateway says the session must change its password', async () => {
    const { client } = fakeClient({
      memberInfo: () => {
        throw new ApiError('PASSWORD_CHANGE_REQUIRED', 'x', 403);
      },
    });
    const store = createStore();
    store.set(tokenAtom, 'gated-session-token-0000000000');
    renderWithApp(
      <>
        <SessionSync />
        <AuthPopups />
      </>,
      { client, i18n, store },
    );
    const popup = await screen.findByTestId('changePassModal');
    // Forced: no close button, and the current password is asked for (the login's is gone after a reload).
    expect(popup.querySelector('[data-testid="change-old"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});

describe('remember-me keeps no password (issue 26)', () => {
  it('a ticked login asks the gateway for its remember token and writes no password cookie', async () => {
    const { client, calls } = fakeClient({ login: () => loginValue, memberInfo: () => member });
    renderWithApp(<LoginPopup onClose={() => undefined} />, { client, i18n });
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'alice01' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Secret12' } });
    fireEvent.click(screen.getByTestId('remember-me'));
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe(loginValue.token));
    expect(calls.find((c) => c.id === 'login')?.request).toMatchObject({ username: 'alice01', remember: true });
    expect(document.cookie).not.toContain('Secret12');
    expect(document.cookie).not.toContain('pwd_');
    expect(readRememberedLogin(document)).toMatchObject({ remember: true, username: 'alice01' });
  });

  it('the remembered username with an empty password logs in through the remember token, not a password', async () => {
    saveOrClearRememberedLogin(document, { remember: true, username: 'alice01' });
    const { client, calls } = fakeClient({ rememberLogin: () => loginValue, memberInfo: () => member });
    renderWithApp(<LoginPopup onClose={() => undefined} />, { client, i18n });
    expect(screen.getByTestId('login-username')).toHaveValue('alice01');
    expect(screen.getByTestId('login-password')).toHaveAttribute('placeholder', 'Remembered on this device');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe(loginValue.token));
    expect(calls.find((c) => c.id === 'rememberLogin')?.request).toEqual({ username: 'alice01' });
    expect(calls.find((c) => c.id === 'login')).toBeUndefined();
  });

  it('a remembered login the gateway no longer honours asks for the password', async () => {
    saveOrClearRememberedLogin(document, { remember: true, username: 'alice01' });
    const { client } = fakeClient({
      rememberLogin: () => {
        throw new ApiError('REMEMBER_INVALID', 'x', 401);
      },
    });
    renderWithApp(<LoginPopup onClose={() => undefined} />, { client, i18n });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Your remembered login has expired, please enter your password');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Input cannot be empty')).toBeInTheDocument();
  });
});

describe('§5 "Error text comes from the translation key reg_pattern_{patternId}, with (min) and (max) replaced."', () => {
  // The lucky brand: SMS-only, mobile registration with SMS verification (code min = max = 6).
  const lucky = () => {
    const store = createStore();
    store.set(systemInfoAtom, {
      whitelabelVal: { USERNAMEREG3: false, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true },
      register: { password: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 5, acceptedPattern: '*' } },
    } as unknown as SystemStatus['info']);
    return store;
  };

  it('shows the gateway reg_pattern_6 text for the verification code, not the generic message, and marks the required mobile number with *', async () => {
    const { client } = fakeClient({
      countryCodes: () => [{ countryCode: 'BR', countryDialingCode: '+55' }],
      registerMobile: () => {
        throw new ApiError('VALIDATION_FAILED', 'verificationCode: reg_pattern_6', 400, {
          fields: { verificationCode: { key: 'reg_pattern_6', params: { min: 6, max: 6 } } },
        });
      },
    });
    // No phone-auth provider: the gateway sends and checks the code.
    const brand = { merchantCode: 'LUCKY' } as unknown as BrandManifest;
    renderWithApp(
      <BrandProvider brand={brand}>
        <RegisterPopup onClose={() => undefined} />
      </BrandProvider>,
      { client, i18n, store: lucky() },
    );
    const form = await screen.findByTestId('registerMobile-form');
    expect(form.querySelector('label[for="registerMobile-mobile"]')).toHaveTextContent(/^\* Mobile/);
    fireEvent.change(screen.getByTestId('registerMobile-mobile'), { target: { value: '11987654321' } });
    fireEvent.change(screen.getByTestId('registerMobile-verificationCode'), { target: { value: '12345' } });
    fireEvent.change(screen.getByTestId('registerMobile-password'), { target: { value: 'Secret12' } });
    fireEvent.change(screen.getByTestId('registerMobile-confirmPassword'), { target: { value: 'Secret12' } });
    fireEvent.click(screen.getByTestId('age-confirm'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent('digits only, 6 digits');
    expect(screen.getByTestId('register-error')).not.toHaveTextContent('Please enter the correct user information');
    // The field itself shows it too.
    expect(screen.getAllByText('digits only, 6 digits').length).toBeGreaterThanOrEqual(2);
  });
});
