import styled from 'styled-components';

export interface SummaryFigure {
  /** The figure's test id suffix (`<testIdPrefix>-<key>`). */
  key: string;
  label: string;
  value: string;
  /** A headline figure: drawn larger, first in the row. */
  lead?: boolean;
}

/**
 * The figures that matter, before any table (issue 21 "summaries first"): a card each, as many
 * to a row as fit, one column on a 360 px phone. Values never wrap mid-number; labels wrap.
 */
export function SummaryCards({ figures, testId, testIdPrefix, label }: { figures: readonly SummaryFigure[]; testId?: string; testIdPrefix?: string; label?: string }) {
  return (
    <Cards data-testid={testId} aria-label={label}>
      {figures.map((figure) => (
        <Card key={figure.key} data-testid={testIdPrefix ? `${testIdPrefix}-${figure.key}` : undefined} data-lead={figure.lead || undefined}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </Card>
      ))}
    </Cards>
  );
}

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr));
  gap: var(--space-sm);
  margin: 0;
`;

const Card = styled.div`
  display: grid;
  align-content: start;
  gap: var(--space-xs);
  min-width: 0;
  padding: var(--space-sm) var(--space-md);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface-raised);
  dt {
    font-size: 0.8125rem;
    color: var(--color-text-muted);
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  &[data-lead] {
    border-color: var(--color-primary);
  }
  &[data-lead] dd {
    font-size: 1.375rem;
  }
`;
