import type { Promotion } from '@platform/shared/api-contract';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { promotionPath } from '../utils/promotion-hash';

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  height: 100%;
  overflow: hidden;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  text-decoration: none;

  &:hover,
  &:focus-visible {
    border-color: var(--color-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;

const Image = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 7;
  object-fit: cover;
  background: var(--color-surface-raised);
`;

const Title = styled.span`
  padding: var(--space-sm) var(--space-md) var(--space-md);
  font-weight: 600;
`;

/** One promotion as a link to its place on /promotions. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const image = promotion.announcementImages[0]?.url;
  return (
    <Card to={promotionPath(promotion.id)} data-testid={`promotion-card-${promotion.id}`}>
      {image ? <Image src={image} alt="" loading="lazy" /> : null}
      <Title>{promotion.title}</Title>
    </Card>
  );
}
