import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { backofficePasswordCall, backofficeTotpCall } from '@platform/shared/api-contract';
import { useContractMutation } from '@platform/shared/api-client';
import { Alert, Button, PasswordField, TextField } from '@platform/shared/ui-kit';
import { rememberSignedIn } from '@platform/backoffice/data-access';
import { useBackofficeErrorText } from '@platform/backoffice/i18n';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-block-size: 100vh;
  padding: var(--space-md);
  box-sizing: border-box;
`;

const Form = styled.form`
  display: grid;
  gap: var(--space-md);
  inline-size: min(100%, 380px);
  padding: var(--space-lg);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  box-shadow: var(--shadow-card);
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.375rem;
`;

const Hint = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

/**
 * Staff sign-in (issue 22 §1): name and password, then the six-digit code of the authenticator
 * app. The gateway's answer to the code is the staff member, so the layout opens without another call.
 */
export function SignInPage({ languageSwitch }: { languageSwitch?: ReactNode }) {
  const { t } = useTranslation();
  const errorText = useBackofficeErrorText();
  const queryClient = useQueryClient();
  const password = useContractMutation(backofficePasswordCall);
  const totp = useContractMutation(backofficeTotpCall);
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const [name, setName] = useState('');
  const [secret, setSecret] = useState('');
  const [code, setCode] = useState('');

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    password.mutate(
      { name: name.trim().toLowerCase(), password: secret },
      {
        onSuccess: () => {
          setSecret('');
          setStep('totp');
        },
      },
    );
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    totp.mutate({ code: code.trim() }, { onSuccess: (staff) => rememberSignedIn(queryClient, staff) });
  };

  if (step === 'totp') {
    const codeValid = /^[0-9]{6}$/.test(code.trim());
    return (
      <Page>
        <Form onSubmit={submitCode} aria-labelledby="bo-totp-title" noValidate>
          <Title id="bo-totp-title">{t('signIn.totpTitle')}</Title>
          <Hint>{t('signIn.totpHint')}</Hint>
          <TextField
            label={t('signIn.code')}
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            name="code"
            error={totp.error ? errorText(totp.error) : null}
          />
          <Button type="submit" loading={totp.isPending} disabled={!codeValid} block>
            {t('signIn.verify')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              totp.reset();
              setCode('');
              setStep('password');
            }}
          >
            {t('signIn.back')}
          </Button>
        </Form>
      </Page>
    );
  }

  return (
    <Page>
      <Form onSubmit={submitPassword} aria-labelledby="bo-signin-title" noValidate>
        <Title id="bo-signin-title">{t('signIn.title')}</Title>
        {languageSwitch}
        <TextField label={t('signIn.name')} value={name} onChange={setName} autoComplete="username" name="name" autoFocus />
        <PasswordField label={t('signIn.password')} value={secret} onChange={setSecret} autoComplete="current-password" name="password" showLabel={t('signIn.showPassword')} hideLabel={t('signIn.hidePassword')} />
        {password.error ? <Alert tone="error">{errorText(password.error)}</Alert> : null}
        <Button type="submit" loading={password.isPending} disabled={!name.trim() || !secret} block>
          {t('signIn.continue')}
        </Button>
      </Form>
    </Page>
  );
}
