// Loaded on demand (a lazy chunk): the auth popups of spec §2.
export { AuthPopups } from './components/auth-popups';
