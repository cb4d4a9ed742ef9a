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

  /* A brand's card-style sections (tokens.json layout.home.sectionStyle) sit on a raised surface. */
  ${({ theme }) =>
    theme.layout.home.sectionStyle === 'card'
      ? `
    padding: var(--space-md);
    border: var(--card-border);
    border-radius: var(--radius-lg);
    background: var(--color-surface);
    box-shadow: var(--card-shadow);
  `
      : ''}
`;

export const SectionHeading = styled.h2`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-sm);
  margin: 0 0 var(--space-sm);
  font-size: 1.25rem;
  /* A long heading and its refresh button share the line at 360 px instead of pushing it out. */
  min-width: 0;
  overflow-wrap: anywhere;
`;
