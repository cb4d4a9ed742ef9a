import styled from 'styled-components';
import { FieldInput } from '@platform/shared/ui-kit';

/**
 * The agent centre's form controls: a label over a control of one height (44 px, a finger's
 * target), so inputs and selects side by side line up, and a narrow column never cuts them.
 */
export const Field = styled.div`
  display: grid;
  gap: var(--space-xs);
  min-width: 0;
`;

const controlHeight = `
  box-sizing: border-box;
  width: 100%;
  height: 44px;
  min-height: 44px;
`;

export const Input = styled(FieldInput)`
  ${controlHeight}
`;

export const Select = styled.select`
  ${controlHeight}
  min-width: 0;
  padding: 0 var(--space-sm);
  font: inherit;
  color: var(--color-text);
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  &:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: 1px;
  }
`;
