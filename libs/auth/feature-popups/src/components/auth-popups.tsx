import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { LoginPopup } from './login-popup';
import { RegisterPopup } from './register-popup';
import { ForgetPassPopup } from './forget-pass-popup';
import { ChangePassPopup } from './change-pass-popup';
import { VerifyLoginPopup } from './verify-login-popup';
import { TrialNotice } from './trial-notice';
import {
  authPopupAtom,
  forcedChangeAtom,
  loginPasswordAtom,
} from '@platform/auth/feature-auth';

/** Mounts whichever auth popup is open; at most one at a time. */
export function AuthPopups({ onClosed }: { onClosed?: () => void }) {
  const [popup, setPopup] = useAtom(authPopupAtom);
  const forced = useAtomValue(forcedChangeAtom);
  const setLoginPassword = useSetAtom(loginPasswordAtom);
  const close = () => {
    if (popup === 'changePass' && forced) return;
    setLoginPassword(null);
    setPopup(null);
    onClosed?.();
  };
  return (
    <>
      {popup === 'login' ? <LoginPopup onClose={close} /> : null}
      {popup === 'register' ? <RegisterPopup onClose={close} /> : null}
      {popup === 'forgetPass' ? <ForgetPassPopup onClose={close} /> : null}
      {popup === 'changePass' ? <ChangePassPopup onClose={close} /> : null}
      {popup === 'verifyLogin' ? <VerifyLoginPopup onClose={close} /> : null}
      <TrialNotice />
    </>
  );
}
