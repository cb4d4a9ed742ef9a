import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '@platform/shared/ui-kit';
import { tokenAtom } from '@platform/shared/session';
import { useMemberInfo } from '@platform/auth/data-access';
import { useLogout } from '../hooks/use-logout';

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
  return (
    <Box data-testid="header-account">
      <span data-testid="member-account">{member.data?.account ?? ''}</span>
      {member.data?.previousLoginAt ? (
        <small data-testid="previous-login">
          {t('auth.previous_login', { time: new Date(member.data.previousLoginAt).toLocaleString() })}
        </small>
      ) : null}
      <Button type="button" variant="ghost" onClick={() => void logout()} data-testid="logout">
        {t('auth.logout')}
      </Button>
    </Box>
  );
}
