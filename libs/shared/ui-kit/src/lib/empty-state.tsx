import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-sm);
  padding: var(--space-xl) var(--space-md);
  color: var(--color-text-muted);
  text-align: center;
`;

const Title = styled.p`
  margin: 0;
  color: var(--color-text);
  font-weight: 600;
`;

const Message = styled.p`
  margin: 0;
  max-width: 32rem;
`;

export interface EmptyStateProps {
  /** Already-translated text, e.g. t('no_data'). There is no built-in English text on purpose. */
  message: string;
  /**
   * Optional headline above the message: what is missing ("No transactions yet"), so the message
   * can say what the page is for and the action what to do next (issue 21). Translated text.
   */
  title?: string;
  /** Optional decorative illustration; it is hidden from assistive tech. */
  icon?: ReactNode;
  /** Optional call to action, e.g. a "Deposit" or retry Button. */
  action?: ReactNode;
  className?: string;
  /** Defaults to "empty-state". */
  testId?: string;
}

/** What an empty list shows instead of rows (spec: "empty-list view shows a translated no-data message"). */
export function EmptyState({ message, title, icon, action, className, testId = 'empty-state' }: EmptyStateProps) {
  return (
    <Wrapper className={className} data-testid={testId}>
      {icon && <span aria-hidden="true">{icon}</span>}
      {title ? <Title>{title}</Title> : null}
      <Message>{message}</Message>
      {action}
    </Wrapper>
  );
}
