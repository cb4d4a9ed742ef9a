import styled from 'styled-components';

export const Page = styled.section`
  display: grid;
  gap: var(--space-md);
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

export { RecordTable as Table, TableScroll as Scroll } from '@platform/shared/ui-kit';

export { formatMinor, useErrorText } from '@platform/shared/i18n';
