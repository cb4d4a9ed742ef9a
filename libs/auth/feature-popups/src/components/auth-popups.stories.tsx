import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../testing/story-providers';
import { LoginPopup } from './login-popup';
import { RegisterPopup } from './register-popup';
import { ForgetPassPopup } from './forget-pass-popup';
import { ChangePassPopup } from './change-pass-popup';
import { HeaderLogin } from '@platform/auth/feature-auth';

const meta: Meta = {
  title: 'auth/Popups',
  decorators: [(Story) => <StoryProviders><Story /></StoryProviders>],
  parameters: { layout: 'fullscreen' },
};
export default meta;

/** Try any password: the story gateway refuses it and the captcha appears. */
export const Login: StoryObj = { render: () => <LoginPopup onClose={() => undefined} /> };
export const Register: StoryObj = { render: () => <RegisterPopup onClose={() => undefined} /> };
export const ForgotPassword: StoryObj = { render: () => <ForgetPassPopup onClose={() => undefined} /> };
export const ChangePassword: StoryObj = { render: () => <ChangePassPopup onClose={() => undefined} /> };
export const HeaderInlineLogin: StoryObj = { render: () => <HeaderLogin /> };
