import styled from 'styled-components';

/** A section of the in-house game popup: a heading and its body, stacked. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  margin-top: var(--space-md);
  color: var(--color-text);

  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

/** A hash or seed: monospace and broken anywhere, so 64 hex digits fit a 375px phone. */
export const Hex = styled.code`
  display: block;
  font-family: ui-monospace, monospace;
  font-size: 0.8125rem;
  word-break: break-all;
  color: var(--color-text);
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-xs);
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;
