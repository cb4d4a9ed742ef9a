import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertTone = 'error' | 'info' | 'success';

const toneColour: Record<AlertTone, string> = {
  error: 'var(--color-danger)',
  info: 'var(--color-primary)',
  success: 'var(--color-success)',
};

const Box = styled.div<{ $tone: AlertTone }>`
  padding: var(--space-sm) var(--space-md);
  margin-bottom: var(--space-sm);
  border-left: 4px solid ${({ $tone }) => toneColour[$tone]};
  background: var(--color-surface-raised);
  color: var(--color-text);
  border-radius: var(--radius-sm);
`;

/** A message box; errors are announced at once (role=alert), others politely. */
export function Alert({ tone = 'info', children, testId }: { tone?: AlertTone; children: ReactNode; testId?: string }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </Box>
  );
}
