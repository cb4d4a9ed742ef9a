import styled from 'styled-components';

/** Below this width a table marked `data-cards` shows each row as a card (issue 21). */
export const CARDS_BREAKPOINT_PX = 600;

/** Wide tables scroll sideways on phones instead of squeezing their columns. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

/**
 * The records, reports and statements tables of the member and agent centres; `.amount` cells align figures.
 *
 * Phones (issue 21 "tables become cards below 600 px"): give the table `data-cards` and every body
 * cell a `data-label` (its column's translated header). Below 600 px each row then becomes a card
 * of "label: value" lines and the header row is hidden from sight (still read by screen readers
 * through the cells' own labels). A table without `data-cards` keeps scrolling sideways as before.
 */
export const RecordTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    padding: var(--space-xs) var(--space-sm);
    border-block-end: 1px solid var(--color-border);
    text-align: start;
    white-space: nowrap;
  }
  .amount {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  @media (max-width: ${CARDS_BREAKPOINT_PX - 0.02}px) {
    &[data-cards] {
      display: block;
      caption {
        display: block;
        text-align: start;
      }
      thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
      tbody {
        display: grid;
        gap: var(--space-sm);
      }
      tr {
        display: grid;
        padding: var(--space-xs) 0;
        border: 1px solid var(--color-border);
        border-radius: var(--radius-md);
        background: var(--color-surface);
      }
      th,
      td {
        display: flex;
        justify-content: space-between;
        gap: var(--space-sm);
        min-width: 0;
        border: 0;
        text-align: end;
        white-space: normal;
        overflow-wrap: anywhere;
      }
      tbody th {
        font-weight: 600;
        text-align: start;
      }
      [data-label]::before {
        content: attr(data-label);
        flex: none;
        max-width: 50%;
        color: var(--color-text-muted);
        text-align: start;
      }
    }
  }
`;
