import styled from 'styled-components';

/** A home page section with a visible heading. */
export const Section = styled.section`
  margin-block: var(--space-lg);
`;

export const SectionHeading = styled.h2`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-sm);
  margin: 0 0 var(--space-sm);
  font-size: 1.25rem;
`;
