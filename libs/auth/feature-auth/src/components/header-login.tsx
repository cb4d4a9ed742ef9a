import { lazy, Suspense, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, FieldInput } from '@platform/shared/ui-kit';
import { useLoginMethods } from '../hooks/use-login-methods';
import { useUsernameLogin } from '../hooks/use-username-login';
import { authPopupAtom, loginPrefillAtom } from '../stores/auth-popups';

// The warning only opens after a refused login, so its modal stays off the home route's first download.
const WarningDialog = lazy(() => import('./warning-dialog').then((m) => ({ default: m.WarningDialog })));

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: var(--space-xs);
  input {
    inline-size: 9rem;
  }
  @media (max-width: 720px) {
    input {
      display: none;
    }
  }
`;

const Buttons = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-xs);
`;

/**
 * The header's login. Spec §2: only the brand's enabled methods are offered, so the inline
 * username form shows only under USERNAMEREG3; without it (an SMS-only brand) a login button
 * opens the popup, whose first enabled method is the SMS form.
 */
export function HeaderLogin() {
  const methods = useLoginMethods();
  return methods.includes('username') ? <HeaderUsernameLogin /> : <HeaderLoginButtons />;
}

function HeaderLoginButtons() {
  const { t } = useTranslation();
  const setPopup = useSetAtom(authPopupAtom);
  return (
    <Buttons data-testid="header-login">
      <Button type="button" variant="secondary" onClick={() => setPopup('login')} data-testid="header-login-open">
        {t('auth.login')}
      </Button>
      <Button type="button" variant="ghost" onClick={() => setPopup('register')} data-testid="header-register">
        {t('auth.register')}
      </Button>
    </Buttons>
  );
}

/** The inline username login; a validation failure opens the "incorrect password" warning. */
function HeaderUsernameLogin() {
  const { t } = useTranslation();
  const { submit: login } = useUsernameLogin();
  const setPopup = useSetAtom(authPopupAtom);
  const setPrefill = useSetAtom(loginPrefillAtom);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password.trim()) {
      setWarning(t('auth.incorrect_password'));
      return;
    }
    setBusy(true);
    const result = await login({ username: username.trim(), password: password.trim(), remember: false });
    setBusy(false);
    if (result.ok) return;
    if (result.captchaRequired) {
      // Spec §4: the captcha lives in the popup, which opens with it shown and loaded and the
      // username kept, so the next attempt is the one that can succeed.
      setPrefill({ username: username.trim(), captcha: true, message: result.message });
      setPassword('');
      setPopup('login');
    } else setWarning(result.message);
  };

  return (
    <>
      <Form noValidate onSubmit={submit} aria-label={t('auth.login_title')} data-testid="header-login">
        <FieldInput $invalid={false} aria-label={t('auth.username')} placeholder={t('auth.username')} value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" data-testid="header-username" />
        <FieldInput $invalid={false} type="password" aria-label={t('auth.password')} placeholder={t('auth.password')} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" data-testid="header-password" />
        <Button type="submit" variant="secondary" loading={busy} data-testid="header-login-submit">
          {t('auth.login')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setPopup('register')} data-testid="header-register">
          {t('auth.register')}
        </Button>
      </Form>
      {warning ? (
        <Suspense fallback={null}>
          <WarningDialog message={warning} onSubmit={() => setWarning(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
