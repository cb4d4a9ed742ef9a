import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@platform/shared/ui-kit';
import { openCustomerService } from '../utils/open-customer-service';

const Wrapper = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
`;

const Card = styled.section`
  max-width: 28rem;
  width: 100%;
  text-align: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Info = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  line-height: 1.5;
`;

export interface StatusPageProps {
  testId: string;
  title: string;
  info: string;
  resources: readonly { url: string }[];
  children?: ReactNode;
}

/** Shared frame of the maintenance and IP-blocked pages (spec §2 root rendering). */
export function StatusPage({ testId, title, info, resources, children }: StatusPageProps) {
  const { t } = useTranslation();
  return (
    <Wrapper data-testid={testId}>
      <Card>
        <h1>{title}</h1>
        <Info>{info}</Info>
        {children}
        <Button
          variant="primary"
          disabled={resources.length === 0}
          onClick={() => openCustomerService(resources)}
        >
          {t('app.customer_service')}
        </Button>
      </Card>
    </Wrapper>
  );
}
