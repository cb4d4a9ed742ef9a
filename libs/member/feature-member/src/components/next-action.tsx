import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * The next step an empty page offers (issue 21: "Deposit", "Invite a friend"): a link styled as
 * the primary button. `to` is a query like "?memberCenter=depositv2", so it opens another page of
 * the member centre, or a path such as "/" that closes the centre.
 */
export const NextAction = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
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
