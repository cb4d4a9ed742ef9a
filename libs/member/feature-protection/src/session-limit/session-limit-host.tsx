import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Modal } from '@platform/shared/ui-kit';
import { useProtectionStatus } from '@platform/member/data-access';

/** setTimeout's longest delay (about 24.8 days); a longer wait is re-armed when the status is read again. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface SessionLimitHostProps {
  /** Logs out through the auth domain, which this lib may not import. */
  onLogout: () => void;
}

/**
 * The session-time limit (issue 11). The gateway ends the session at the limit whatever the
 * client does (the session's absolute end is capped); this tells the player why, with the
 * SESSION_LIMIT_REACHED message, at the moment it happens, and leaves only "log out": its close
 * button and Escape log out too (issue 21 §4), since the session is over either way.
 */
export function SessionLimitHost({ onLogout }: SessionLimitHostProps) {
  const { t } = useTranslation();
  const status = useProtectionStatus();
  const endsAt = status.data?.sessionEndsAt ?? null;
  const [reached, setReached] = useState(false);

  useEffect(() => {
    if (!endsAt) return undefined;
    const timer = setTimeout(() => setReached(true), Math.min(MAX_TIMER_MS, Math.max(0, Date.parse(endsAt) - Date.now())));
    return () => clearTimeout(timer);
  }, [endsAt]);

  if (!reached) return null;
  return (
    <Modal
      name="sessionLimitModal"
      title={t('protection.session_limit_title')}
      closeLabel={t('protection.reality_logout')}
      onClose={onLogout}
      width={400}
      height={240}
    >
      <Body>
        <Alert tone="info" testId="session-limit-message">
          {t('errors.SESSION_LIMIT_REACHED')}
        </Alert>
        <Button onClick={onLogout} data-testid="session-limit-logout">
          {t('protection.reality_logout')}
        </Button>
      </Body>
    </Modal>
  );
}

const Body = styled.div`
  display: grid;
  gap: var(--space-md);
  padding: var(--space-md);
`;
