import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField } from '@platform/shared/ui-kit';
import { useLoginCodeMutation, useLoginMutation } from '@platform/auth/data-access';
import { MobileNumberField } from './mobile-number-field';
import { SendCodeButton } from './send-code-button';
import { PhoneAuthError } from '../phone-auth/firebase-phone-auth';
import { usePhoneAuth } from '../phone-auth/use-phone-auth';
import {
  type LoginFormErrors,
  WarningDialog,
  canRequestCode,
  normaliseLoginForm,
  readRememberedLogin,
  saveOrClearRememberedLogin,
  useCompleteLogin,
  useErrorText,
  useSmsCode,
  validateLoginForm,
} from '@platform/auth/feature-auth';

/**
 * SMS login (MOBILEVERCODELOGIN3). This module is loaded only when the flag is
 * compiled in, so a brand without SMS login ships none of it.
 */
export const SMS_LOGIN_MODULE_MARKER = 'sms-login-form';
const PHONE_AUTH_VERIFIER_ID = 'phone-auth-verifier-login';

export default function SmsLoginForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const completeLogin = useCompleteLogin();
  const login = useLoginMutation();
  const sendCode = useLoginCodeMutation();
  const [remembered] = useState(() => readRememberedLogin(document));
  const [dialingCode, setDialingCode] = useState(remembered.mobile?.countryDialingCode ?? '');
  const [mobileNum, setMobileNum] = useState(remembered.mobile?.mobileNum ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phoneAuth = usePhoneAuth(PHONE_AUTH_VERIFIER_ID);
  const sms = useSmsCode(() =>
    phoneAuth.sendCode(dialingCode, mobileNum, () => sendCode.mutateAsync({ mobileNum: mobileNum.trim(), countryDialingCode: dialingCode })),
  );

  const requestCode = () => {
    if (!canRequestCode(mobileNum)) {
      setErrors({ mobileNum: { key: 'validation.valid_mobile' } });
      return;
    }
    setErrors({});
    sms.request();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = normaliseLoginForm({
      type: 'sms',
      username: '',
      password: '',
      captcha: '',
      mobileNum,
      verificationCode: code,
    });
    const found = validateLoginForm(values, false);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      // With the phone-auth provider, Firebase checks the code and its token vouches for the number.
      const firebaseIdToken = await phoneAuth.confirmCode(values.verificationCode);
      // SMS login skips the bot check (spec §5).
      const value = await login.mutateAsync({
        username: values.mobileNum,
        password: values.verificationCode,
        type: 'sms',
        countryDialingCode: dialingCode,
        ...(firebaseIdToken ? { firebaseChannel: 'sms' as const, firebaseIdToken } : {}),
      });
      saveOrClearRememberedLogin(document, {
        remember: true,
        mobile: { countryDialingCode: dialingCode, mobileNum: values.mobileNum },
      });
      await completeLogin(value, { type: 'sms' });
    } catch (error) {
      setFormError(error instanceof PhoneAuthError ? t(error.messageKey) : errorText.apiError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} data-testid={SMS_LOGIN_MODULE_MARKER}>
      {formError ? (
        <Alert tone="error" testId="login-error">
          {formError}
        </Alert>
      ) : null}
      <MobileNumberField
        idPrefix="sms-login"
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        mobileNum={mobileNum}
        onMobileNumChange={setMobileNum}
        error={errorText.fieldError(errors.mobileNum)}
      />
      <TextField
        label={t('auth.verification_code')}
        value={code}
        onChange={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        error={errorText.fieldError(errors.verificationCode)}
        data-testid="sms-login-code"
        // Waits for the dialing code (the country list call): a code request without it cannot be sent.
        addon={<SendCodeButton seconds={sms.seconds} disabled={sms.disabled || dialingCode === ''} onClick={requestCode} testId="sms-login-send" />}
      />
      <Button type="submit" variant="primary" block loading={busy} data-testid="sms-login-submit">
        {t('auth.login')}
      </Button>
      <div id={PHONE_AUTH_VERIFIER_ID} />
      {sms.failure ? <WarningDialog message={t(sms.failure)} onSubmit={sms.dismissFailure} /> : null}
    </form>
  );
}
