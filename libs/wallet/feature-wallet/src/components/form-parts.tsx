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

