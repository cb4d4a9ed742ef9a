import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '@platform/shared/api-contract';
import { Alert, Button, PasswordField, TextField } from '@platform/shared/ui-kit';
import { useUpdateProfile } from '@platform/member/data-access';
import { VerificationBadge, VerifyContact } from './contact-verification';
import { Form, Section } from './parts';
import { useErrorText } from './use-error-text';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^[0-9]{5,15}$/;

/**
 * The e-mail and mobile number recover the account, so changing either asks for the login
 * password again (the gateway checks it; a stolen session alone cannot redirect recovery).
 * Each can be verified with a code; a changed one starts unverified again (issue 11).
 */
export function RecoveryChannels({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useUpdateProfile();
  const [email, setEmail] = useState('');
  const [dialingCode, setDialingCode] = useState('+55');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!email.trim() && !mobile.trim()) next.email = t('member.channel_required');
    if (email.trim() && !EMAIL.test(email.trim())) next.email = t('validation.formats');
    if (mobile.trim() && !MOBILE.test(mobile.trim())) next.mobile = t('validation.valid_mobile');
    if (!password) next.password = t('validation.required');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate(
      {
        password,
        ...(email.trim() ? { email: email.trim() } : {}),
        ...(mobile.trim() ? { mobileNum: mobile.trim(), countryDialingCode: dialingCode } : {}),
      },
      {
        onSuccess: () => {
          setEmail('');
          setMobile('');
          setPassword('');
        },
      },
    );
  }

  return (
    <Section aria-labelledby="channels-title">
      <h3 id="channels-title">{t('member.channels_title')}</h3>
      <p data-testid="current-channels">
        {t('member.current_email', { value: profile.emailMasked ?? t('member.not_set') })}
        {profile.emailMasked ? <VerificationBadge channel="email" verified={profile.emailVerified} /> : null}
        <br />
        {t('member.current_mobile', { value: profile.mobileMasked ?? t('member.not_set') })}
        {profile.mobileMasked ? <VerificationBadge channel="mobile" verified={profile.mobileVerified} /> : null}
      </p>
      {(profile.emailMasked && !profile.emailVerified) || (profile.mobileMasked && !profile.mobileVerified) ? (
        <p data-testid="verify-why">{t('member.verify_why')}</p>
      ) : null}
      {profile.emailMasked && !profile.emailVerified ? <VerifyContact channel="email" /> : null}
      {profile.mobileMasked && !profile.mobileVerified ? <VerifyContact channel="mobile" /> : null}
      <Form onSubmit={submit} noValidate data-testid="channels-form">
        <TextField label={t('member.new_email')} type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} data-testid="channel-email" />
        <TextField label={t('member.dialing_code')} value={dialingCode} onChange={setDialingCode} maxLength={5} data-testid="channel-dialing" />
        <TextField label={t('member.new_mobile')} inputMode="numeric" value={mobile} onChange={setMobile} error={errors.mobile} data-testid="channel-mobile" />
        <PasswordField
          showLabel={t('auth.show_password')}
          hideLabel={t('auth.hide_password')}
          label={t('member.confirm_with_password')}
          requiredMark
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          data-testid="channel-password"
        />
        {save.isError ? <Alert tone="error" testId="channels-error">{errorText(save.error)}</Alert> : null}
        {save.isSuccess ? <Alert tone="success" testId="channels-saved">{t('member.saved')}</Alert> : null}
        <Button type="submit" loading={save.isPending} data-testid="channels-submit">
          {t('member.save')}
        </Button>
      </Form>
    </Section>
  );
}
