import styled from 'styled-components';

/** The wallet screens' shared layout pieces: a page column, a form column, a labelled native select. */
export const Page = styled.section`
  display: grid;
  gap: var(--space-md);
  min-width: 0;
`;

export const PageTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

export const Form = styled.form`
  display: grid;
  gap: var(--space-sm);
  max-width: 28rem;
`;

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

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    padding: var(--space-xs) var(--space-sm);
    border-bottom: 1px solid var(--color-border);
    text-align: left;
  }
  td.amount,
  th.amount {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** Tables scroll sideways inside themselves on a 375 px screen instead of the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;
