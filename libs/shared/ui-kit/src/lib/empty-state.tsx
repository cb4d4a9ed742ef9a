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

const Message = styled.p`
  margin: 0;
`;

export interface EmptyStateProps {
  /** Already-translated text, e.g. t('no_data'). There is no built-in English text on purpose. */
  message: string;
  /** Optional decorative illustration; it is hidden from assistive tech. */
  icon?: ReactNode;
  /** Optional call to action, e.g. a retry Button. */
  action?: ReactNode;
  className?: string;
}

/** What an empty list shows instead of rows (spec: "empty-list view shows a translated no-data message"). */
export function EmptyState({ message, icon, action, className }: EmptyStateProps) {
  return (
    <Wrapper className={className} data-testid="empty-state">
      {icon && <span aria-hidden="true">{icon}</span>}
      <Message>{message}</Message>
      {action}
    </Wrapper>
  );
}
