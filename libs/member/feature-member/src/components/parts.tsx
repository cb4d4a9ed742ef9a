import styled from 'styled-components';

// The shared screen layout, under the names these pages use.
export { PageColumn as Page, PageTitle, FormColumn as Form, InlineRow as Row } from '@platform/shared/ui-kit';

export const Section = styled.section`
  display: grid;
  gap: var(--space-sm);
  max-width: 32rem;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

