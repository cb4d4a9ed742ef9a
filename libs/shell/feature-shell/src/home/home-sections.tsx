import styled from 'styled-components';

/**
 * A home page section with a visible heading. Off screen the browser skips its layout and paint
 * (content-visibility), so a layout while the page loads (a popup taking focus, the carousel
 * measuring itself) costs the first screen, not the whole page; the section keeps its last size.
 */
export const Section = styled.section`
  margin-block: var(--space-lg);
  content-visibility: auto;
  contain-intrinsic-size: auto 480px;
`;

export const SectionHeading = styled.h2`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-sm);
  margin: 0 0 var(--space-sm);
  font-size: 1.25rem;
`;
