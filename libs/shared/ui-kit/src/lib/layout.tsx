import styled from 'styled-components';

/**
 * The centres' and cashier's screen layout: a column of sections with a title, forms as a column
 * of fields, and rows of controls that wrap on a 375 px screen. One definition, so every screen
 * spaces the same way under every brand's tokens.
 */
export const PageColumn = styled.section<{ $gap?: 'md' | 'lg' }>`
  display: grid;
  gap: ${(props) => (props.$gap === 'md' ? 'var(--space-md)' : 'var(--space-lg)')};
  min-width: 0;
`;

export const PageTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

export const FormColumn = styled.form<{ $maxWidth?: string }>`
  display: grid;
  gap: var(--space-sm);
  max-width: ${(props) => props.$maxWidth ?? 'none'};
`;

export const InlineRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-sm);
`;
