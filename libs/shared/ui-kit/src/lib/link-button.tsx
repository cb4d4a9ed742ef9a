import styled from 'styled-components';

/**
 * A link drawn as the primary button: the one action of an empty or not-found page (issue 21:
 * "Deposit", "Back to home"). The brand's primary colours keep 4.5:1 on dark themes, where the
 * browser's own link blue does not. It renders an `<a>`; a router link comes in through
 * styled-components' `as`, e.g. `<LinkButton as={Link} to="/">`, so the ui-kit needs no router.
 */
export const LinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem; /* WCAG 2.5.5 target size */
  padding: var(--space-xs) var(--space-lg);
  border: 1px solid var(--color-primary);
  border-radius: var(--radius-md);
  background: var(--color-primary);
  color: var(--color-on-primary);
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: var(--color-primary-hover);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;
