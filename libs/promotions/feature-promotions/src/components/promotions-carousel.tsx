import type { Promotion } from '@platform/shared/api-contract';
import { Carousel } from '@platform/shared/ui-kit';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { promotionSlides, showPromotionArrows } from '../utils/promotion-slides';
import { PromotionCard } from './promotion-card';

const Slide = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--space-md);
  margin: 0;
  padding: 0 var(--space-xs);
  list-style: none;

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The home page's promotions carousel, three to a slide; arrows only for more than 3 (spec §2). */
export function PromotionsCarousel({ promotions }: { promotions: readonly Promotion[] }) {
  const { t } = useTranslation();
  return (
    <Carousel
      label={t('promotions.carousel')}
      autoplay={false}
      showArrows={showPromotionArrows(promotions.length)}
      previousLabel={t('carousel.previous')}
      nextLabel={t('carousel.next')}
      slideLabel={(index, total) => t('carousel.slide_of', { index, total })}
      goToSlideLabel={(index) => t('carousel.go_to', { index })}
      pauseLabel={t('carousel.pause')}
      playLabel={t('carousel.play')}
    >
      {promotionSlides(promotions).map((slide) => (
        <Slide key={slide.map((p) => p.id).join('-')}>
          {slide.map((promotion) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} />
            </li>
          ))}
        </Slide>
      ))}
    </Carousel>
  );
}
