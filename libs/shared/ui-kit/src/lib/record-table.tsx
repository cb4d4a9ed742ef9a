import styled from 'styled-components';

/** Wide tables scroll sideways on phones instead of squeezing their columns. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

/** The records, reports and statements tables of the member and agent centres; `.amount` cells align figures. */
export const RecordTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    padding: var(--space-xs) var(--space-sm);
    border-bottom: 1px solid var(--color-border);
    text-align: left;
    white-space: nowrap;
  }
  .amount {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
