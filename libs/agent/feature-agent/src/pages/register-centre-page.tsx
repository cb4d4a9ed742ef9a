import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, PasswordField, TextField } from '@platform/shared/ui-kit';
import { useRegisterDownline } from '@platform/agent/data-access';
import { Page, useErrorText } from './parts';

/** Register centre, "create account" (spec §2): a new member whose upline is this agent. */
export function RegisterCentrePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const register = useRegisterDownline();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // A sub-agent (agent type 1) can run a team of its own and take contracts from this agent.
  const [subAgent, setSubAgent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!username.trim()) next.username = t('validation.required');
    if (!password) next.password = t('validation.required');
    if (confirm !== password) next.confirm = t('validation.confirm_mismatch');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    register.mutate(
      { username: username.trim(), password, confirmPassword: confirm, ...(subAgent ? { agentType: 1 as const } : {}) },
      {
        onSuccess: () => {
          setUsername('');
          setPassword('');
          setConfirm('');
          setSubAgent(false);
        },
      },
    );
  }

  const visibility = { showLabel: t('auth.show_password'), hideLabel: t('auth.hide_password') };
  return (
    <Page aria-labelledby="register-centre-title" data-testid="register-centre">
      <h2 id="register-centre-title">{t('agent.register_title')}</h2>
      <Form onSubmit={submit} noValidate>
        <TextField label={t('agent.account')} requiredMark autoComplete="off" value={username} onChange={setUsername} error={errors.username} data-testid="downline-username" />
        <PasswordField {...visibility} label={t('auth.password')} requiredMark autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} data-testid="downline-password" />
        <PasswordField {...visibility} label={t('auth.confirm_password')} requiredMark autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} data-testid="downline-confirm" />
        <Checkbox checked={subAgent} onChange={setSubAgent} testId="downline-sub-agent">
          {t('agent.register_sub_agent')}
        </Checkbox>
        {register.isError ? <Alert tone="error" testId="register-centre-error">{errorText(register.error)}</Alert> : null}
        {register.isSuccess ? (
          <Alert tone="success" testId="register-centre-done">
            {t('agent.registered_done', { account: register.data.account })}
          </Alert>
        ) : null}
        <Button type="submit" loading={register.isPending} data-testid="downline-submit">
          {t('agent.register_submit')}
        </Button>
      </Form>
    </Page>
  );
}

const Form = styled.form`
  display: grid;
  gap: var(--space-sm);
  max-width: 28rem;
`;
