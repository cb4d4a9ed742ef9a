import styled from 'styled-components';

/** The first focusable element: jumps keyboard users past the header; visible only on focus. */
export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: var(--space-sm);
  top: -100px;
  z-index: 1000;
  padding: var(--space-sm) var(--space-md);
  background: var(--color-surface);
  color: var(--color-text);
  border-radius: var(--radius-sm);
  &:focus {
    top: var(--space-sm);
  }
`;
