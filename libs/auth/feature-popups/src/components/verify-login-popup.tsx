import { useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, Tabs, TextField } from '@platform/shared/ui-kit';
import { useSendLoginVerificationMutation, useVerifyLoginMutation } from '@platform/auth/data-access';
import { SendCodeButton } from './send-code-button';
import {
  pendingVerificationAtom,
  saveOrClearRememberedLogin,
  useCompleteLogin,
  useErrorText,
  useSmsCode,
} from '@platform/auth/feature-auth';

type Method = 'sms' | 'email' | 'bankName' | 'totp';
const LABELS: Record<Method, string> = {
  sms: 'auth.verify_sms',
  email: 'auth.verify_email',
  bankName: 'auth.verify_bank',
  totp: 'auth.verify_totp',
};

/** Extra verification for a login from an unrecognised IP (spec §1). */
export function VerifyLoginPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [pending, setPending] = useAtom(pendingVerificationAtom);
  const verify = useVerifyLoginMutation();
  const send = useSendLoginVerificationMutation();
  const completeLogin = useCompleteLogin();
  const methods = (pending?.methods ?? []) as Method[];
  const [method, setMethod] = useState<Method | undefined>(methods[0]);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sms = useSmsCode(() =>
    send.mutateAsync({ challengeId: pending?.challengeId ?? '', method: method === 'email' ? 'email' : 'sms' }),
  );
  if (!pending || !method) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setError(t('validation.required'));
      return;
    }
    setError(null);
    try {
      const value = await verify.mutateAsync({ challengeId: pending.challengeId, method, answer: method === 'bankName' ? answer.trim() : answer });
      const login = pending.login;
      // The gateway set (or dropped) its remember token with this answer; the username cookie follows.
      if (login) saveOrClearRememberedLogin(document, { remember: login.remember, username: login.username });
      await completeLogin(value, {
        type: 'username',
        ...(login?.password !== undefined ? { password: login.password } : {}),
        ...(login?.agentPage ? { agentPage: true } : {}),
        ...(login?.navigateTo ? { navigateTo: login.navigateTo } : {}),
      });
      // The password it held is needed no longer (the forced change got its own copy).
      setPending(null);
    } catch (failure) {
      setError(errorText.apiError(failure));
    }
  };

  return (
    <Modal name="verifyLoginModal" title={t('auth.verify_title')} closeLabel={t('common.close')} onClose={onClose} width={420} height={460}>
      <p>{t('auth.verify_info')}</p>
      <Tabs label={t('auth.verify_title')} value={method} onChange={(id) => setMethod(id as Method)} items={methods.map((m) => ({ id: m, label: t(LABELS[m]) }))} />
      <form noValidate onSubmit={submit} data-testid="verify-login-form">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          label={t(LABELS[method])}
          value={answer}
          onChange={setAnswer}
          autoComplete={method === 'bankName' ? 'off' : 'one-time-code'}
          data-testid="verify-answer"
          addon={
            method === 'sms' || method === 'email' ? (
              <SendCodeButton seconds={sms.seconds} disabled={sms.disabled} onClick={sms.request} testId="verify-send" />
            ) : undefined
          }
        />
        <Button type="submit" variant="primary" block loading={verify.isPending} data-testid="verify-submit">
          {t('auth.verify')}
        </Button>
      </form>
    </Modal>
  );
}
