import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FormColumn, PageColumn } from '@platform/shared/ui-kit';

export { PageTitle, RecordTable as Table, TableScroll } from '@platform/shared/ui-kit';

/** The wallet screens' layout: the shared page and form columns, denser and narrower, and a labelled native select. */
export const Page = styled(PageColumn).attrs({ $gap: 'md' as const })``;
export const Form = styled(FormColumn).attrs({ $maxWidth: '28rem' })``;

export const SelectLabel = styled.label`
  display: grid;
  gap: var(--space-xs);
  font-size: 0.875rem;
`;

export const Select = styled.select`
  padding: var(--space-sm);
  font: inherit;
  color: var(--color-text);
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
`;

/**
 * The next step an empty wallet page offers (issue 21, e.g. "Deposit"): a link styled as the
 * primary button; "?memberCenter=depositv2" opens that page of the member centre.
 */
export const ActionLink = styled(Link)`
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
