import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, PasswordField, Tabs, TextField } from '@platform/shared/ui-kit';
import type { FieldError } from '@platform/shared/validation';
import {
  useResetByEmailMutation,
  useResetByPhoneMutation,
  useResetCodeMutation,
} from '@platform/auth/data-access';
import { MobileNumberField } from './mobile-number-field';
import { SendCodeButton } from './send-code-button';
import {
  MOBILE_RULE,
  WarningDialog,
  canRequestCode,
  useUsernameLogin,
  useErrorText,
  useSmsCode,
} from '@platform/auth/feature-auth';
import { PopupBanner } from './popup-banner';

type Errors = Partial<Record<'username' | 'email' | 'mobileNum' | 'verificationCode' | 'newPassword', FieldError>>;

/** forgetPassModal: reset by e-mail or by phone (spec §4, §5). */
export function ForgetPassPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'email' | 'phone'>('email');
  return (
    <Modal name="forgetPassModal" title={t('auth.forget_title')} closeLabel={t('common.close')} onClose={onClose} width={420} height={560}>
      <PopupBanner group="w_forget" />
      <Tabs
        label={t('auth.forget_title')}
        value={tab}
        onChange={(id) => setTab(id as 'email' | 'phone')}
        items={[
          { id: 'email', label: t('auth.by_email') },
          { id: 'phone', label: t('auth.by_phone') },
        ]}
      />
      {tab === 'email' ? <ResetByEmail onDone={onClose} /> : <ResetByPhone />}
    </Modal>
  );
}

function ResetByEmail({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const reset = useResetByEmailMutation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!username.trim()) found.username = { key: 'validation.required' };
    if (!email.trim()) found.email = { key: 'validation.required' };
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    try {
      const value = await reset.mutateAsync({ username: username.trim(), email: email.trim() });
      setConfirmation(t(value.message));
    } catch (error) {
      setFormError(errorText.apiError(error));
    }
  };

  return (
    <form noValidate onSubmit={submit} data-testid="reset-email-form">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField label={t('auth.username')} value={username} onChange={setUsername} error={errorText.fieldError(errors.username)} autoComplete="username" data-testid="reset-username" />
      <TextField label={t('auth.email')} type="email" value={email} onChange={setEmail} error={errorText.fieldError(errors.email)} autoComplete="email" data-testid="reset-email" />
      <Button type="submit" variant="primary" block loading={reset.isPending} data-testid="reset-email-submit">
        {t('auth.reset')}
      </Button>
      {confirmation ? (
        // E-mail reset success: the in_been_out confirmation, then the popup closes (spec §4).
        <WarningDialog message={confirmation} onSubmit={onDone} />
      ) : null}
    </form>
  );
}

function ResetByPhone() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const reset = useResetByPhoneMutation();
  const { submit: login } = useUsernameLogin();
  const sendCode = useResetCodeMutation();
  const [dialingCode, setDialingCode] = useState('');
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const sms = useSmsCode(() => sendCode.mutateAsync({ mobileNum: mobileNum.trim(), countryDialingCode: dialingCode }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!mobileNum.trim()) found.mobileNum = { key: 'validation.required' };
    else if (!MOBILE_RULE.test(mobileNum.trim())) found.mobileNum = { key: 'validation.valid_mobile' };
    if (!code) found.verificationCode = { key: 'validation.required' };
    if (!newPassword.trim()) found.newPassword = { key: 'validation.required' };
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    try {
      const { account } = await reset.mutateAsync({
        mobileNum: mobileNum.trim(),
        countryDialingCode: dialingCode,
        verificationCode: code,
        newPassword: newPassword.trim(),
      });
      // Phone reset success: log in with the new password, then go to / (spec §4).
      const result = await login({ username: account, password: newPassword.trim(), remember: false, navigateTo: '/' });
      if (!result.ok) setFormError(result.message);
    } catch (error) {
      setFormError(errorText.apiError(error));
    }
  };

  return (
    <form noValidate onSubmit={submit} data-testid="reset-phone-form">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <MobileNumberField idPrefix="reset" dialingCode={dialingCode} onDialingCodeChange={setDialingCode} mobileNum={mobileNum} onMobileNumChange={setMobileNum} requiredMark error={errorText.fieldError(errors.mobileNum)} />
      <TextField
        label={t('auth.verification_code')}
        value={code}
        onChange={setCode}
        maxLength={255}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errorText.fieldError(errors.verificationCode)}
        data-testid="reset-code"
        addon={
          <SendCodeButton
            seconds={sms.seconds}
            // Waits for the dialing code (the country list call): a code request without it cannot be sent.
            disabled={sms.disabled || dialingCode === ''}
            testId="reset-send-code"
            onClick={() => {
              if (!canRequestCode(mobileNum)) {
                setErrors({ mobileNum: { key: 'validation.valid_mobile' } });
                return;
              }
              sms.request();
            }}
          />
        }
      />
      <PasswordField label={t('auth.new_password')} value={newPassword} onChange={setNewPassword} error={errorText.fieldError(errors.newPassword)} autoComplete="new-password" showLabel={t('auth.show_password')} hideLabel={t('auth.hide_password')} data-testid="reset-new-password" />
      <Button type="submit" variant="primary" block loading={reset.isPending} data-testid="reset-phone-submit">
        {t('auth.reset')}
      </Button>
      {sms.failure ? <WarningDialog message={t(sms.failure)} onSubmit={sms.dismissFailure} /> : null}
    </form>
  );
}
