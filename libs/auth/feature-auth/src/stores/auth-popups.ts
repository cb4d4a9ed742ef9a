import { atom } from 'jotai';
import type { LoginFailureValue } from '@platform/shared/api-contract';

/** The auth popups of spec §2: loginPopupModal, registerModal, forgetPassModal, changePassModal. */
export type AuthPopup = 'login' | 'register' | 'forgetPass' | 'changePass' | 'verifyLogin' | null;

export const authPopupAtom = atom<AuthPopup>(null);

/** The password typed at login, kept in memory only, so a forced change needs no old password. */
export const loginPasswordAtom = atom<string | null>(null);

/** Whether the change-password popup is a forced one (no close button). */
export const forcedChangeAtom = atom<boolean>(false);

/**
 * What the header login hands the popup when a failed login asks for a captcha (spec §4): the
 * popup opens with the username kept and the captcha shown and loaded. Consumed once.
 */
export const loginPrefillAtom = atom<{ username: string; captcha: boolean; message: string } | null>(null);

/**
 * A login from an unrecognised IP waiting for its extra check, with what the password step knew
 * (issue 26): the gateway issues the remember token only once the check passes, so the popup then
 * saves the remembered username and finishes the login as the password form would have.
 */
export type PendingVerification = NonNullable<LoginFailureValue['verification']> & {
  login?: { username: string; remember: boolean; password?: string; agentPage?: boolean; navigateTo?: string };
};
export const pendingVerificationAtom = atom<PendingVerification | null>(null);

/** Agent-page mode: only agents may log in; remember-me and social login are hidden. */
export const agentPageAtom = atom<boolean>(false);

/** Set after login so the after-login announcement popup may show (spec §4). */
export const afterLoginModalAtom = atom<boolean>(false);

/** The 'Please Register An Account First' dialog for trial users. */
export const trialNoticeAtom = atom<boolean>(false);
