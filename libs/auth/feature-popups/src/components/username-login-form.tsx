import { useEffect, useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, PasswordField, TextField } from '@platform/shared/ui-kit';
import { CaptchaField } from './captcha-field';
import {
  type LoginFormErrors,
  canUseRememberedLogin,
  loginPrefillAtom,
  normaliseLoginForm,
  readRememberedLogin,
  useErrorText,
  useUsernameLogin,
  validateLoginForm,
} from '@platform/auth/feature-auth';

const EMPTY = { type: 'username' as const, mobileNum: '', verificationCode: '' };

/** Username login in the popup (spec §2 "Login popup", §4 "Login"). */
export function UsernameLoginForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { submit: login, submitRemembered, agentPage } = useUsernameLogin();
  // A header login that was asked for a captcha hands over its username (spec §4); taken once.
  const [prefill, setPrefill] = useAtom(loginPrefillAtom);
  const [handover] = useState(() => prefill);
  const [remembered, setRemembered] = useState(() => readRememberedLogin(document));
  const [username, setUsername] = useState(handover?.username ?? remembered.username);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered.remember);
  const [captcha, setCaptcha] = useState('');
  const [captchaKey] = useState(() => crypto.randomUUID());
  const [captchaShown, setCaptchaShown] = useState(handover?.captcha ?? false);
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [formError, setFormError] = useState<string | null>(handover?.message ?? null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (handover) setPrefill(null);
  }, [handover, setPrefill]);

  // Issue 26: the remembered password is the gateway's HttpOnly token, used when the field stays empty.
  const rememberedLogin = !agentPage && !captchaShown && password === '' && canUseRememberedLogin(remembered, username);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = normaliseLoginForm({ ...EMPTY, username, password, captcha });
    const found = validateLoginForm(values, captchaShown);
    if (rememberedLogin) delete found.password;
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    // The loading indicator is on during login and off afterwards (spec §4).
    setBusy(true);
    const result = rememberedLogin
      ? await submitRemembered(values.username)
      : await login({
          username: values.username,
          password: values.password,
          remember,
          ...(captchaShown ? { captcha: { value: values.captcha, key: captchaKey } } : {}),
        });
    setBusy(false);
    if (result.ok) return;
    // A remembered login that no longer works asks for the password from now on.
    if (result.code === 'REMEMBER_INVALID') setRemembered((r) => ({ ...r, remember: false }));
    if (result.captchaRequired) {
      // A failed login that asks for a captcha shows the field and loads the image.
      setCaptchaShown(true);
      setCaptcha('');
      setCaptchaNonce((n) => n + 1);
    }
    setFormError(result.message);
  };
  return (
    <form noValidate onSubmit={submit} data-testid="username-login-form">
      {formError ? (
        <Alert tone="error" testId="login-error">
          {formError}
        </Alert>
      ) : null}
      <TextField
        label={t('auth.username')}
        value={username}
        onChange={setUsername}
        error={errorText.fieldError(errors.username)}
        autoComplete="username"
        data-testid="login-username"
      />
      <PasswordField
        label={t('auth.password')}
        value={password}
        onChange={setPassword}
        error={errorText.fieldError(errors.password)}
        autoComplete="current-password"
        showLabel={t('auth.show_password')}
        hideLabel={t('auth.hide_password')}
        placeholder={rememberedLogin ? t('auth.password_remembered') : undefined}
        data-testid="login-password"
      />
      {captchaShown ? (
        <CaptchaField
          captchaKey={captchaKey}
          nonce={captchaNonce}
          onRefresh={() => setCaptchaNonce((n) => n + 1)}
          value={captcha}
          onChange={setCaptcha}
          error={errorText.fieldError(errors.captcha)}
        />
      ) : null}
      {agentPage ? null : (
        <Checkbox checked={remember} onChange={setRemember} testId="remember-me">
          {t('auth.remember_me')}
        </Checkbox>
      )}
      <Button type="submit" variant="primary" block loading={busy} data-testid="login-submit">
        {t('auth.login')}
      </Button>
    </form>
  );
}
