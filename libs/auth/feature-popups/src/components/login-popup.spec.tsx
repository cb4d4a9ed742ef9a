import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { ApiError } from '@platform/shared/api-client';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { LoginPopup } from './login-popup';

vi.mock('@platform/auth/data-access', async (original) => ({
  ...(await original<typeof import('@platform/auth/data-access')>()),
  // The proof-of-work itself is tested on its own; here it answers at once.
  solveBotCheck: async () => 'solved',
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

const loginValue = { token: 't'.repeat(43), firstTimeLogin: false, passwordExpired: false, mustChangePassword: false, previousLoginAt: null };
const member = { id: 1, account: 'alice01', nickname: 'alice', type: 0, isAgent: false, isTrial: false, firstTimeLogin: false, previousLoginAt: null, location: { ip: '127.0.0.1' }, totpEnabled: false };

describe('login popup (spec §2, §4)', () => {
  it('offers username and SMS when both flags are on, username first as the default', () => {
    const { client } = fakeClient({});
    renderWithApp(<LoginPopup onClose={() => undefined} />, { client, i18n });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Username', 'SMS']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('username-login-form')).toBeInTheDocument();
  });

  it('shows register, forgot-password, free-play and "no account? register now"', () => {
    const { client } = fakeClient({});
    renderWithApp(<LoginPopup onClose={() => undefined} />, { client, i18n });
    expect(screen.getByText('no account? register now')).toBeInTheDocument();
    expect(screen.getByText('Forgot password?')).toBeInTheDocument();
    expect(screen.getByTestId('free-play')).toBeInTheDocument();
  });

  it('shows the w_login banner at the top when the gateway has one', async () => {
    const { client, calls } = fakeClient({
      banners: () => [{ id: 1, url: '/b.png', groupName: 'w_login', linkageType: null, linkageTarget: null, title: 'Welcome bonus' }],
    });
    renderWithApp(<LoginPopup onClose={() => undefined} />, { client, i18n });
    expect(await screen.findByRole('img', { name: 'Welcome bonus' })).toHaveAttribute('src', '/b.png');
    expect(calls.find((c) => c.id === 'banners')?.request).toMatchObject({ groupName: 'w_login' });
  });

  it('keeps the captcha hidden until a failed login asks for it, then loads the image', async () => {
    const { client, calls } = fakeClient({
      login: () => {
        throw new ApiError('LOGIN_FAILED', 'x', 401, { captcha: true });
      },
      captcha: () => 'data:image/png;base64,AAAA',
    });
    renderWithApp(<LoginPopup onClose={() => undefined} />, { client, i18n });
    expect(screen.queryByTestId('captcha-input')).not.toBeInTheDocument();
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'alice01' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('captcha-input')).toBeInTheDocument();
    expect(screen.getByTestId('login-error')).toHaveTextContent('Please enter the correct user information');
    await waitFor(() => expect(calls.filter((c) => c.id === 'captcha')).toHaveLength(1));
    // The served PNG data URL is shown as it is.
    await waitFor(() => expect(screen.getByTestId('captcha-image').querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,AAAA'));
  });

  it('refreshes the captcha when its image is clicked, at most once a second', async () => {
    const { client, calls } = fakeClient({
      login: () => {
        throw new ApiError('LOGIN_FAILED', 'x', 401, { captcha: true });
      },
      captcha: () => 'data:image/png;base64,AAAA',
    });
    renderWithApp(<LoginPopup onClose={() => undefined} />, { client, i18n });
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'alice01' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    const image = await screen.findByTestId('captcha-image');
    await waitFor(() => expect(calls.filter((c) => c.id === 'captcha')).toHaveLength(1));
    fireEvent.click(image);
    fireEvent.click(image);
    await waitFor(() => expect(calls.filter((c) => c.id === 'captcha')).toHaveLength(2));
  });

  it('shows the first error of each field and sends nothing when empty', async () => {
    const { client, calls } = fakeClient({});
    renderWithApp(<LoginPopup onClose={() => undefined} />, { client, i18n });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findAllByText('Input cannot be empty')).toHaveLength(2);
    expect(calls.filter((c) => c.id !== 'banners')).toHaveLength(0);
  });

  it('stores the token in session storage and loads member info after a successful login', async () => {
    const { client } = fakeClient({ login: () => loginValue, memberInfo: () => member });
    renderWithApp(<LoginPopup onClose={() => undefined} />, { client, i18n });
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: '  alice01 ' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Secret12' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe(loginValue.token));
  });

  it('sends the trimmed username, type username and the bot-check solution', async () => {
    const { client, calls } = fakeClient({ login: () => loginValue, memberInfo: () => member });
    renderWithApp(<LoginPopup onClose={() => undefined} />, { client, i18n });
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: '  alice01 ' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Secret12' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(calls.find((c) => c.id === 'login')).toBeDefined());
    expect(calls.find((c) => c.id === 'login')?.request).toMatchObject({ username: 'alice01', type: 'username', altcha: 'solved' });
  });
});
