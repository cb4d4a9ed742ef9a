import styled from 'styled-components';

export const Page = styled.section`
  display: grid;
  gap: var(--space-lg, 1.5rem);
  min-width: 0;
`;

export const PageTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

export const Section = styled.section`
  display: grid;
  gap: var(--space-sm);
  max-width: 32rem;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: var(--space-sm);
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-sm);
`;
