import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, InlineRow, Modal } from '@platform/shared/ui-kit';

const Body = styled.div`
  display: grid;
  gap: var(--space-md);
  padding: var(--space-md);
`;

export interface ConfirmDialogProps {
  name: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Height in px (capped to the viewport by the modal). */
  height?: number;
}

/** Asks before an action that cannot be taken back (paying out, approving a large deposit, locking). */
export function ConfirmDialog({ name, title, children, confirmLabel, cancelLabel, closeLabel, busy, onConfirm, onCancel, height = 360 }: ConfirmDialogProps) {
  return (
    <Modal name={name} title={title} onClose={onCancel} closeLabel={closeLabel} width={460} height={height} delay={0}>
      <Body>
        {children}
        <InlineRow>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} loading={busy} data-testid={`${name}-confirm`}>
            {confirmLabel}
          </Button>
        </InlineRow>
      </Body>
    </Modal>
  );
}
