import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContactChannel } from '@platform/shared/api-contract';
import { Alert, Button, TextField } from '@platform/shared/ui-kit';
import { useContactVerification } from '@platform/member/data-access';
import { Form } from './parts';
import { useErrorText } from './use-error-text';

const CODE = /^[0-9]{4,8}$/;

const Badge = styled.span<{ $verified: boolean }>`
  display: inline-block;
  margin-inline-start: var(--space-xs);
  padding: 0 var(--space-xs);
  border: 1px solid ${({ $verified }) => ($verified ? 'var(--color-success)' : 'var(--color-border)')};
  border-radius: var(--radius-sm);
  color: ${({ $verified }) => ($verified ? 'var(--color-success)' : 'var(--color-text-muted)')};
  font-size: smaller;
`;

/** "Verified" / "Not verified" next to a contact: words, not only a colour. */
export function VerificationBadge({ channel, verified }: { channel: ContactChannel; verified: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge $verified={verified} data-testid={`${channel}-verification`}>
      {verified ? t('member.contact_verified') : t('member.contact_unverified')}
    </Badge>
  );
}

/**
 * Send a code to the member's own e-mail or mobile, then enter it. Once it checks out the profile
 * (and so the badge) updates and this form goes away.
 */
export function VerifyContact({ channel }: { channel: ContactChannel }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { send, confirm } = useContactVerification(channel);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!CODE.test(code.trim())) {
      setCodeError(t('validation.valid_code'));
      return;
    }
    setCodeError(null);
    confirm.mutate(code.trim());
  }

  return (
    <div data-testid={`verify-${channel}`}>
      <Button type="button" variant="secondary" loading={send.isPending} onClick={() => send.mutate()} data-testid={`verify-${channel}-send`}>
        {t(channel === 'email' ? 'member.verify_email_send' : 'member.verify_mobile_send')}
      </Button>
      {send.isError ? <Alert tone="error" testId={`verify-${channel}-send-error`}>{errorText(send.error)}</Alert> : null}
      {send.data ? (
        <Form onSubmit={submit} noValidate>
          <Alert tone="success" testId={`verify-${channel}-sent`}>{t('member.verify_code_sent', { count: send.data.expiredMinutes })}</Alert>
          <TextField
            label={t(channel === 'email' ? 'member.verify_email_code' : 'member.verify_mobile_code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={code}
            onChange={setCode}
            error={codeError}
            data-testid={`verify-${channel}-code`}
          />
          {confirm.isError ? <Alert tone="error" testId={`verify-${channel}-error`}>{errorText(confirm.error)}</Alert> : null}
          <Button type="submit" loading={confirm.isPending} data-testid={`verify-${channel}-submit`}>
            {t('member.verify_submit')}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
