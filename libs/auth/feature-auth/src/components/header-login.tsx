import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, FieldInput } from '@platform/shared/ui-kit';
import { useUsernameLogin } from '../hooks/use-username-login';
import { authPopupAtom } from '../stores/auth-popups';
import { WarningDialog } from './warning-dialog';

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: var(--space-xs);
  input {
    width: 9rem;
  }
  @media (max-width: 720px) {
    input {
      display: none;
    }
  }
`;

/** The header's inline login; a validation failure opens the "incorrect password" warning. */
export function HeaderLogin() {
  const { t } = useTranslation();
  const { submit: login } = useUsernameLogin();
  const setPopup = useSetAtom(authPopupAtom);
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
    // The captcha lives in the popup; send the player there once it is required.
    if (result.captchaRequired) setPopup('login');
    else setWarning(result.message);
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
      {warning ? <WarningDialog message={warning} onSubmit={() => setWarning(null)} /> : null}
    </>
  );
}
