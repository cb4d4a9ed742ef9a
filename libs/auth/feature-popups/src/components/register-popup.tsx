import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { FieldRule } from '@platform/shared/validation';
import { normaliseInput } from '@platform/shared/validation';
import { ApiError, useApiClient } from '@platform/shared/api-client';
import { useFeatureFlags, systemInfoAtom } from '@platform/shared/session';
import { Alert, Button, Checkbox, Modal, PasswordField, Tabs, TextField } from '@platform/shared/ui-kit';
import {
  checkAffiliateCode,
  solveBotCheck,
  useRegisterCodeMutation,
  useRegisterMobileMutation,
  useRegisterMutation,
} from '@platform/auth/data-access';
import {
  FIELD_LABEL_KEYS,
  serverFieldErrors,
  validateRegistration,
  visibleFields,
  type RegisterErrors,
  type RegisterValues,
  type RegistrationMode,
} from '../utils/registration-form';
import { CaptchaField } from './captcha-field';
import { PhoneAuthError } from '../phone-auth/firebase-phone-auth';
import { usePhoneAuth } from '../phone-auth/use-phone-auth';

const PHONE_AUTH_VERIFIER_ID = 'phone-auth-verifier-register';
import { MobileNumberField } from './mobile-number-field';
import { SendCodeButton } from './send-code-button';
import { SocialLogin } from './social-login';
import {
  WarningDialog,
  authPopupAtom,
  canRequestCode,
  useCompleteLogin,
  useErrorText,
  useSmsCode,
} from '@platform/auth/feature-auth';
import { PopupBanner } from './popup-banner';

const BackLink = styled.button`
  background: none;
  border: 0;
  font: inherit;
  color: var(--color-primary);
  text-decoration: underline;
  cursor: pointer;
  min-height: 44px;
`;

const PASSWORD_FIELDS = new Set(['password', 'confirmPassword', 'paymentPassword']);
const ALWAYS_REQUIRED = new Set(['username', 'password', 'confirmPassword']);

/** registerModal (spec §2 "Register popup", §4 "Register"). */
export function RegisterPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const flags = useFeatureFlags();
  const modes: RegistrationMode[] = [];
  if (__FLAG_USERNAMEREG3__ && flags.USERNAMEREG3) modes.push('register');
  if (__FLAG_MOBILENUMREG3__ && flags.MOBILENUMREG3) modes.push('registerMobile');
  const [mode, setMode] = useState<RegistrationMode | undefined>(modes[0]);
  const setPopup = useSetAtom(authPopupAtom);

  return (
    <Modal name="registerModal" title={t('auth.register_title')} closeLabel={t('common.close')} onClose={onClose} width={460} height={720}>
      <PopupBanner group="w_register" />
      {modes.length > 1 ? (
        <Tabs
          label={t('auth.register_title')}
          value={mode ?? 'register'}
          onChange={(id) => setMode(id as RegistrationMode)}
          items={modes.map((m) => ({ id: m, label: t(m === 'register' ? 'auth.register_username' : 'auth.register_mobile') }))}
        />
      ) : null}
      {mode ? <RegisterForm key={mode} mode={mode} /> : null}
      <BackLink type="button" onClick={() => setPopup('login')} data-testid="to-login">
        {t('auth.back_to_login')}
      </BackLink>
      <SocialLogin />
    </Modal>
  );
}

function RegisterForm({ mode }: { mode: RegistrationMode }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const errorText = useErrorText();
  const flags = useFeatureFlags();
  const info = useAtomValue(systemInfoAtom);
  const completeLogin = useCompleteLogin();
  const register = useRegisterMutation();
  const registerMobile = useRegisterMobileMutation();
  const sendCode = useRegisterCodeMutation();

  const rules = useMemo(
    () => ({
      config: (info?.register ?? {}) as Partial<Record<string, FieldRule>>,
      mode,
      smsVerification: __FLAG_REGMOBVERF3__ && flags.REGMOBVERF3,
      mobilePassword: mode === 'register' || (__FLAG_MOBILENUMPASSREG3__ && flags.MOBILENUMPASSREG3),
    }),
    [info, mode, flags.REGMOBVERF3, flags.MOBILENUMPASSREG3],
  );
  const fields = visibleFields(rules);
  const query = new URLSearchParams(window.location.search);
  const [values, setValues] = useState<RegisterValues>(() => ({
    affiliateCode: query.get('affiliateCode') ?? '',
  }));
  const [dialingCode, setDialingCode] = useState('');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captchaKey] = useState(() => crypto.randomUUID());
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const set = (field: keyof RegisterValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const phoneAuth = usePhoneAuth(PHONE_AUTH_VERIFIER_ID);
  const sms = useSmsCode(() =>
    phoneAuth.sendCode(dialingCode, values.mobileNum ?? '', () =>
      sendCode.mutateAsync({
        countryDialingCode: dialingCode,
        mobileNo: (values.mobileNum ?? '').trim(),
        ...(values.username ? { username: values.username.trim() } : {}),
      }),
    ),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(rules, values, ageConfirmed);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    const clean = (field: keyof RegisterValues) => normaliseInput(field, values[field] ?? '') || undefined;
    setBusy(true);
    try {
      const affiliateCode = clean('affiliateCode');
      if (affiliateCode) {
        try {
          await checkAffiliateCode(client, affiliateCode, window.location.hostname);
        } catch {
          setErrors({ affiliateCode: { key: 'invitation_code_error' } });
          return;
        }
      }
      // With the phone-auth provider, Firebase checks the code and vouches for the number.
      const firebaseIdToken =
        mode === 'registerMobile' && values.verificationCode ? await phoneAuth.confirmCode(values.verificationCode) : null;
      const altcha = await solveBotCheck(client);
      const payload = {
        username: clean('username'),
        password: values.password ?? '',
        confirmPassword: values.confirmPassword ?? '',
        payeeName: clean('payeeName'),
        email: clean('email'),
        qqNum: clean('qqNum'),
        mobileNum: clean('mobileNum'),
        recommenderId: clean('recommenderId'),
        affiliateCode,
        paymentPassword: values.paymentPassword || undefined,
        line: clean('line'),
        whatsapp: clean('whatsapp'),
        facebook: clean('facebook'),
        wechat: clean('wechat'),
        idNumber: clean('idNumber'),
        verificationCode: firebaseIdToken ? undefined : values.verificationCode || undefined,
        ...(firebaseIdToken ? { firebaseChannel: 'sms' as const, firebaseIdToken } : {}),
        captcha: clean('captcha'),
        captchaKey: fields.includes('captcha') ? captchaKey : undefined,
        referralCode: query.get('referralCode') ?? undefined,
        countryDialingCode: fields.includes('mobileNum') && dialingCode ? dialingCode : undefined,
        domain: window.location.hostname,
        registerUrl: window.location.href,
        registerMethod: 'WEB' as const,
        login: true as const,
        ageConfirmed: true as const,
        altcha,
      };
      const call = mode === 'register' ? register : registerMobile;
      const value = await call.mutateAsync(payload);
      await completeLogin(value, { type: 'register', password: payload.password, navigateTo: '/' });
    } catch (error) {
      // Spec §5: a field the gateway refused shows its own reg_pattern_{patternId} text, not the generic one.
      const fieldErrors = error instanceof ApiError ? serverFieldErrors(error.value) : null;
      if (fieldErrors) setErrors((current) => ({ ...current, ...fieldErrors }));
      const firstField = fieldErrors ? Object.values(fieldErrors)[0] : undefined;
      setFormError(
        error instanceof PhoneAuthError ? t(error.messageKey) : firstField ? errorText.fieldError(firstField) : errorText.apiError(error),
      );
      if (error instanceof ApiError && error.code === 'CAPTCHA_INVALID') setCaptchaNonce((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} data-testid={`${mode}-form`}>
      {formError ? (
        <Alert tone="error" testId="register-error">
          {formError}
        </Alert>
      ) : null}
      {fields.map((field) => {
        const error = errorText.fieldError(errors[field]);
        const required = ALWAYS_REQUIRED.has(field) || Boolean(rules.config[field]?.required);
        if (field === 'mobileNum') {
          return (
            <MobileNumberField
              key={field}
              idPrefix={`${mode}`}
              dialingCode={dialingCode}
              onDialingCodeChange={setDialingCode}
              mobileNum={values.mobileNum ?? ''}
              onMobileNumChange={set('mobileNum')}
              requiredMark={required || mode === 'registerMobile'}
              error={error}
            />
          );
        }
        if (field === 'captcha') {
          return (
            <CaptchaField
              key={field}
              captchaKey={captchaKey}
              nonce={captchaNonce}
              onRefresh={() => setCaptchaNonce((n) => n + 1)}
              value={values.captcha ?? ''}
              onChange={set('captcha')}
              error={error}
            />
          );
        }
        if (field === 'verificationCode') {
          return (
            <TextField
              key={field}
              label={t(FIELD_LABEL_KEYS.verificationCode)}
              value={values.verificationCode ?? ''}
              onChange={set('verificationCode')}
              maxLength={255}
              inputMode="numeric"
              autoComplete="one-time-code"
              requiredMark
              error={error}
              data-testid={`${mode}-verificationCode`}
              addon={
                <SendCodeButton
                  seconds={sms.seconds}
                  // Waits for the dialing code (the country list call): a code request without it cannot be sent.
                  disabled={sms.disabled || dialingCode === ''}
                  testId={`${mode}-send-code`}
                  onClick={() => {
                    if (!canRequestCode(values.mobileNum ?? '')) {
                      setErrors({ mobileNum: { key: 'validation.valid_mobile' } });
                      return;
                    }
                    sms.request();
                  }}
                />
              }
            />
          );
        }
        const common = {
          label: t(FIELD_LABEL_KEYS[field]),
          value: values[field] ?? '',
          onChange: set(field),
          error,
          requiredMark: Boolean(required),
          'data-testid': `${mode}-${field}`,
        };
        return PASSWORD_FIELDS.has(field) ? (
          <PasswordField key={field} {...common} autoComplete="new-password" showLabel={t('auth.show_password')} hideLabel={t('auth.hide_password')} />
        ) : (
          <TextField key={field} {...common} autoComplete={field === 'email' ? 'email' : field === 'username' ? 'username' : 'off'} />
        );
      })}
      <Checkbox checked={ageConfirmed} onChange={setAgeConfirmed} testId="age-confirm">
        {t('auth.age_confirm')} {t('auth.terms')}
      </Checkbox>
      {errors.age ? <Alert tone="error">{errorText.fieldError(errors.age)}</Alert> : null}
      <p>{t('auth.required_mark')}</p>
      <Button type="submit" variant="primary" block loading={busy} data-testid="register-submit">
        {t('auth.register')}
      </Button>
      <div id={PHONE_AUTH_VERIFIER_ID} />
      {sms.failure ? <WarningDialog message={t(sms.failure)} onSubmit={sms.dismissFailure} /> : null}
    </form>
  );
}
