import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@platform/shared/i18n';
import { Alert, Button, PasswordField } from '@platform/shared/ui-kit';
import { fillMinMax } from '@platform/shared/validation';
import { useSetWithdrawPassword } from '@platform/wallet/data-access';
import { Form } from './form-parts';

const MIN = 6;
const MAX = 32;

/** A withdrawal needs a withdraw password; the login password proves it is the player setting it. */
export function SetWithdrawPasswordForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSetWithdrawPassword();
  const [password, setPassword] = useState('');
  const [withdrawPassword, setWithdrawPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!password) next.password = t('validation.required');
    if (withdrawPassword.length < MIN || withdrawPassword.length > MAX) {
      next.withdrawPassword = fillMinMax(t('validation.password_length'), MIN, MAX);
    }
    if (confirm !== withdrawPassword) next.confirm = t('validation.confirm_mismatch');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate({ password, withdrawPassword, confirmWithdrawPassword: confirm });
  }

  const visibility = { showLabel: t('auth.show_password'), hideLabel: t('auth.hide_password') };
  return (
    <Form onSubmit={submit} noValidate data-testid="set-withdraw-password">
      <Alert>{t('errors.WITHDRAW_PASSWORD_NOT_SET')}</Alert>
      <PasswordField
        {...visibility}
        label={t('wallet.login_password')}
        requiredMark
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        data-testid="wp-login-password"
      />
      <PasswordField
        {...visibility}
        label={t('wallet.withdraw_password')}
        requiredMark
        autoComplete="new-password"
        value={withdrawPassword}
        onChange={setWithdrawPassword}
        error={errors.withdrawPassword}
        data-testid="wp-new"
      />
      <PasswordField
        {...visibility}
        label={t('wallet.confirm_withdraw_password')}
        requiredMark
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        error={errors.confirm}
        data-testid="wp-confirm"
      />
      {save.isError ? <Alert tone="error">{errorText(save.error)}</Alert> : null}
      <Button type="submit" loading={save.isPending} data-testid="wp-submit">
        {t('wallet.save')}
      </Button>
    </Form>
  );
}
