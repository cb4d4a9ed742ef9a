import styled from 'styled-components';

// The shared screen layout, under the names these pages use.
export { PageColumn as Page, PageTitle, FormColumn as Form, InlineRow as Row } from '@platform/shared/ui-kit';

export const Section = styled.section`
  display: grid;
  gap: var(--space-sm);
  max-width: 40rem;
  h3,
  h4,
  p {
    margin: 0;
  }
  h3 {
    font-size: 1.0625rem;
  }
  h4 {
    font-size: 1rem;
  }
`;


export const Muted = styled.p`
  color: var(--color-text-muted);
`;

/** A native select in the text field's look: the platform's own keyboard and screen-reader support. */
export const SelectField = styled.select`
  min-height: 44px;
  padding: var(--space-sm);
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

export const FieldLabel = styled.label`
  display: grid;
  gap: var(--space-xs);
  font-size: 0.875rem;
  font-weight: 600;
`;
