import { useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { STAFF_TOKEN_KEY, StaffClientProvider, createStaffClient } from '@platform/member/data-access';
import type { ApiClient } from '@platform/shared/api-client';
import { Button, FieldInput, FieldLabel, FieldWrapper } from '@platform/shared/ui-kit';
import { SupportConsole } from './support-console';

export interface SupportConsolePageProps {
  /** Tests pass a fake; the page otherwise talks to the gateway with the staff token. */
  createClient?: (token: string) => ApiClient;
}

function storedToken(): string | null {
  try {
    return sessionStorage.getItem(STAFF_TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * /support-console: staff answer the live chat. Each pastes their own staff token (SUPPORT_STAFF on
 * the gateway), so every reply carries their name; a typed name would prove nothing. The token stays
 * in this tab's sessionStorage only (never localStorage, never a cookie) and goes with every call.
 */
export function SupportConsolePage({ createClient = createStaffClient }: SupportConsolePageProps) {
  const { t } = useTranslation();
  const [token, setToken] = useState<string | null>(storedToken);
  const client = useMemo(() => (token ? createClient(token) : null), [token, createClient]);

  const signIn = (value: string) => {
    sessionStorage.setItem(STAFF_TOKEN_KEY, value);
    setToken(value);
  };
  const signOut = () => {
    sessionStorage.removeItem(STAFF_TOKEN_KEY);
    setToken(null);
  };

  return (
    <Page data-testid="support-console">
      <Heading>{t('chat.console.title')}</Heading>
      {token && client ? (
        <StaffClientProvider token={token} client={client}>
          <SupportConsole onSignOut={signOut} />
        </StaffClientProvider>
      ) : (
        <TokenForm onSubmit={signIn} />
      )}
    </Page>
  );
}

function TokenForm({ onSubmit }: { onSubmit: (token: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const id = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onSubmit(value.trim());
  };
  return (
    <Form onSubmit={submit} data-testid="support-console-token-form">
      <FieldWrapper>
        <FieldLabel htmlFor={id}>{t('chat.console.token_label')}</FieldLabel>
        <FieldInput
          id={id}
          type="password"
          autoComplete="off"
          $invalid={false}
          value={value}
          aria-describedby={hintId}
          onChange={(event) => setValue(event.target.value)}
          data-testid="support-console-token"
        />
        <Hint id={hintId}>{t('chat.console.token_hint')}</Hint>
      </FieldWrapper>
      <Button type="submit" disabled={!value.trim()} data-testid="support-console-sign-in">
        {t('chat.console.sign_in')}
      </Button>
    </Form>
  );
}

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-md);
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 1.5rem;
`;

const Form = styled.form`
  max-width: 28rem;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.75rem;
  color: var(--color-text-muted);
`;
