import styled, { css } from 'styled-components';

/** A screen's column: title row, toolbar, content. */
export const Screen = styled.section`
  display: grid;
  /* minmax(0, …): a wide table scrolls inside its own box instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-md);
  padding: var(--space-md);
  min-inline-size: 0;
`;

export const ScreenTitle = styled.h1`
  margin: 0;
  font-size: 1.375rem;
`;

/** Filters and actions above a table; wraps on narrow screens. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
  align-items: flex-end;
`;

export const Card = styled.div`
  display: grid;
  align-content: start;
  gap: var(--space-sm);
  padding: var(--space-md);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  min-inline-size: 0;
  h2 {
    margin: 0;
    font-size: 1.0625rem;
  }
`;

export const CardGrid = styled.div`
  display: grid;
  gap: var(--space-md);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
`;

export const StatLabel = styled.span`
  color: var(--color-text-muted);
  font-size: 0.8125rem;
`;

export const StatValue = styled.strong`
  font-size: 1.25rem;
  font-variant-numeric: tabular-nums;
`;

/** The box of a filter's input or select, like the kit's inputs. */
const control = css`
  min-block-size: 40px;
  padding-inline: var(--space-sm);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
`;

/** A plain select styled like the kit's inputs. */
export const Select = styled.select`
  ${control}
`;

export const FieldBox = styled.label`
  display: grid;
  gap: var(--space-xs);
  font-size: 0.875rem;
`;

export const Input = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  min-block-size: 160px;
  padding: var(--space-sm);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  resize: vertical;
`;
