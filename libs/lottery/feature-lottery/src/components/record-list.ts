import styled from 'styled-components';

/** A plain list of records (my bets, past draws): one bordered row per record. */
export const RecordList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RecordRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  padding: var(--space-sm) 0;
  border-bottom: 1px solid var(--color-border);
`;
