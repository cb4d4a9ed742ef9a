import styled from 'styled-components';

/** The member and agent centres share one frame: a menu beside (or, on phones, above) the page. */
export const CentreLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(9rem, 12rem) 1fr;
  gap: var(--space-md);
  min-height: 0;
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

export const CentreMenu = styled.nav`
  ul {
    display: flex;
    flex-direction: column;
    gap: var(--space-xs);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  @media (max-width: 640px) {
    ul {
      flex-direction: row;
      overflow-x: auto;
    }
  }
`;

export const CentreMenuItem = styled.button`
  width: 100%;
  padding: var(--space-sm);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;
  &[aria-current='page'] {
    background: var(--color-primary);
    color: var(--color-on-primary);
    border-color: var(--color-primary);
  }
`;

export const CentreContent = styled.div`
  min-width: 0;
  overflow: auto;
`;
