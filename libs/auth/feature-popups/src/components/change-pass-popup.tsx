import { useState, type FormEvent } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@platform/shared/api-client';
import { loginStateAtom, systemInfoAtom, tokenAtom, writeToken } from '@platform/shared/session';
import { Alert, Button, Modal, PasswordField } from '@platform/shared/ui-kit';
import { validateField, type FieldError, type FieldRule } from '@platform/shared/validation';
import { memberInfoQueryOptions, useChangePasswordMutation } from '@platform/auth/data-access';
import {
  authPopupAtom,
  forcedChangeAtom,
  loginPasswordAtom,
  useErrorText,
} from '@platform/auth/feature-auth';

type Errors = Partial<Record<'oldPassword' | 'newPassword' | 'confirmNewPassword', FieldError>>;

const FALLBACK_RULE: FieldRule = { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 5, acceptedPattern: '*' };

/** changePassModal; a forced change (first login, default password, expiry) has no close button. */
export function ChangePassPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const info = useAtomValue(systemInfoAtom);
  const [loginPassword, setLoginPassword] = useAtom(loginPasswordAtom);
  const [forced, setForced] = useAtom(forcedChangeAtom);
  const setPopup = useSetAtom(authPopupAtom);
  const setToken = useSetAtom(tokenAtom);
  const setLoginState = useSetAtom(loginStateAtom);
  const change = useChangePasswordMutation();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const rule = (info?.register.password as FieldRule | undefined) ?? FALLBACK_RULE;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (loginPassword === null && !oldPassword) found.oldPassword = { key: 'validation.required' };
    const passwordError = validateField({ ...rule, required: true }, newPassword);
    if (passwordError) found.newPassword = passwordError;
    if (!confirm) found.confirmNewPassword = { key: 'validation.required' };
    else if (confirm !== newPassword) found.confirmNewPassword = { key: 'validation.confirm_password_wrong' };
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    try {
      const { token } = await change.mutateAsync({
        oldPassword: loginPassword ?? oldPassword,
        newPassword,
        confirmNewPassword: confirm,
      });
      writeToken(sessionStorage, token);
      setToken(token);
      setLoginPassword(null);
      setForced(false);
      // Change password success: reload login info, close the popup, go to / (spec §4).
      const member = await queryClient.fetchQuery(memberInfoQueryOptions(client, token));
      setLoginState({ isLogin: true, isAgent: member.isAgent, isTrial: member.isTrial, location: member.location, firstTimeLogin: member.firstTimeLogin });
      setPopup(null);
      navigate('/');
    } catch (error) {
      setFormError(errorText.apiError(error));
    }
  };

  return (
    <Modal
      name="changePassModal"
      title={t(forced ? 'auth.first_login_title' : 'auth.change_title')}
      closeButton={!forced}
      closeLabel={t('common.close')}
      onClose={onClose}
      width={420}
      height={520}
    >
      <form noValidate onSubmit={submit} data-testid="change-pass-form">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {loginPassword === null ? (
          <PasswordField label={t('auth.old_password')} value={oldPassword} onChange={setOldPassword} error={errorText.fieldError(errors.oldPassword)} autoComplete="current-password" showLabel={t('auth.show_password')} hideLabel={t('auth.hide_password')} data-testid="change-old" />
        ) : null}
        <PasswordField label={t('auth.new_password')} value={newPassword} onChange={setNewPassword} error={errorText.fieldError(errors.newPassword)} autoComplete="new-password" showLabel={t('auth.show_password')} hideLabel={t('auth.hide_password')} data-testid="change-new" />
        <PasswordField label={t('auth.confirm_new_password')} value={confirm} onChange={setConfirm} error={errorText.fieldError(errors.confirmNewPassword)} autoComplete="new-password" showLabel={t('auth.show_password')} hideLabel={t('auth.hide_password')} data-testid="change-confirm" />
        <Button type="submit" variant="primary" block loading={change.isPending} data-testid="change-submit">
          {t('auth.change')}
        </Button>
      </form>
    </Modal>
  );
}
