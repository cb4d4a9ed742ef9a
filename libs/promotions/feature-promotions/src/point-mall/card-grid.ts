import styled from 'styled-components';

/** A responsive grid of cards (the rewards catalogue, the sponsors): as many columns as fit `$min`. */
export const CardGrid = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(props) => props.$min}, 1fr));
  gap: var(--space-md);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
  padding: var(--space-md);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
`;
