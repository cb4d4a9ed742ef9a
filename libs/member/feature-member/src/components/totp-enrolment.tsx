import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, QrCode, TextField } from '@platform/shared/ui-kit';
import { useTotpEnrolment } from '@platform/member/data-access';
import { Form, Section } from './parts';
import { useErrorText } from './use-error-text';

/** Two-factor sign-in with an authenticator app (TOTP), enrolled by scanning and confirming one code. */
export function TotpEnrolment({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { start, confirm } = useTotpEnrolment();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^[0-9]{6}$/.test(code)) {
      setCodeError(t('validation.valid_code'));
      return;
    }
    setCodeError(null);
    confirm.mutate(code);
  }

  return (
    <Section aria-labelledby="totp-title" data-testid="totp">
      <h3 id="totp-title">{t('member.totp_title')}</h3>
      <p data-testid="totp-status">{enabled || confirm.isSuccess ? t('member.totp_on') : t('member.totp_off')}</p>
      {confirm.isSuccess ? null : start.data ? (
        <>
          <QrCode text={start.data.otpauthUrl} size={180} alt={t('member.totp_qr')} />
          <small>
            {t('member.totp_secret')} <code data-testid="totp-secret">{start.data.secret}</code>
          </small>
          <Form onSubmit={submit} noValidate>
            <TextField label={t('member.totp_code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={setCode} error={codeError} data-testid="totp-code" />
            {confirm.isError ? <Alert tone="error">{errorText(confirm.error)}</Alert> : null}
            <Button type="submit" loading={confirm.isPending} data-testid="totp-confirm">
              {t('member.totp_confirm')}
            </Button>
          </Form>
        </>
      ) : (
        <Button type="button" variant="secondary" loading={start.isPending} onClick={() => start.mutate()} data-testid="totp-start">
          {enabled ? t('member.totp_replace') : t('member.totp_start')}
        </Button>
      )}
      {start.isError ? <Alert tone="error">{errorText(start.error)}</Alert> : null}
    </Section>
  );
}
