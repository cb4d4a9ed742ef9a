import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@platform/shared/ui-kit';
import { useCentreNavigation } from '../centre/centre-navigation';

/** The next steps an empty agent page may offer. */
export type EmptyAction = 'register' | 'invite' | 'contracts';

const ACTION_PAGE = { register: 'registerCentre', contracts: 'contracts' } as const;

/**
 * An agent page with nothing to show yet (issue 21): what is missing, what the page is for, and
 * the next step (register a downline, invite players, see the contracts). The buttons need the
 * centre around the page, so a page rendered on its own shows the text only.
 */
export function PageEmpty({ testId, title, message, actions = [], compact = false }: { testId: string; title: string; message: string; actions?: readonly EmptyAction[]; compact?: boolean }) {
  const { t } = useTranslation();
  const navigation = useCentreNavigation();
  const buttons =
    navigation && actions.length > 0 ? (
      <Actions>
        {actions.map((action, index) => (
          <Button
            key={action}
            type="button"
            variant={index === 0 ? 'primary' : 'secondary'}
            onClick={() => (action === 'invite' ? navigation.invite() : navigation.open(ACTION_PAGE[action]))}
            data-testid={`${testId}-${action}`}
          >
            {t(`agent.empty_action.${action}`)}
          </Button>
        ))}
      </Actions>
    ) : undefined;
  const Shown = compact ? CompactEmptyState : EmptyState;
  return <Shown testId={testId} title={title} message={message} action={buttons} />;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-sm);
`;

/** One of several sections of a page (the contract lists): less air around it. */
const CompactEmptyState = styled(EmptyState)`
  padding: var(--space-sm) var(--space-md);
`;
