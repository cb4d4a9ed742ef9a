import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@platform/shared/i18n';
import { Button } from '@platform/shared/ui-kit';
import { tokenAtom } from '@platform/shared/session';
import { useMemberInfo } from '@platform/auth/data-access';
import { useState } from 'react';
import { useLogout } from '../hooks/use-logout';
import { readRememberedLogin } from '../utils/remember-me';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-sm);
`;

/** The signed-in part of the header: the account and sign out (the full user menu lives in the shell). */
export function HeaderAccount() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const member = useMemberInfo(token);
  const logout = useLogout();
  // "Forget me" is offered while this browser remembers a login (issue 26).
  const [remembered] = useState(() => readRememberedLogin(document).remember);
  return (
    <Box data-testid="header-account">
      <span data-testid="member-account">{member.data?.account ?? ''}</span>
      {member.data?.previousLoginAt ? (
        <small data-testid="previous-login">
          {t('auth.previous_login', { time: formatDateTime(member.data.previousLoginAt) })}
        </small>
      ) : null}
      <Button type="button" variant="ghost" onClick={() => void logout()} data-testid="logout">
        {t('auth.logout')}
      </Button>
      {remembered ? (
        <Button type="button" variant="ghost" onClick={() => void logout({ forget: true })} data-testid="logout-forget">
          {t('auth.logout_forget')}
        </Button>
      ) : null}
    </Box>
  );
}
