import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@platform/shared/api-contract';
import { BANNER_CAROUSEL, Carousel } from '@platform/shared/ui-kit';
import { bannerAction } from '../utils/banner-linkage';
import { BannerArt } from './banner-art';

/**
 * The home banner carousel (spec §2, §9): loops with more than one banner, 1000 ms
 * scrolls, autoplay every 5000 ms, clickable pagination; a banner with a linkageType
 * opens its target (a url in a new tab, a route or a promotion in the app). Each slide sets its
 * words over its art in the player's language (banner-art.tsx).
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  return (
    <Carousel
      label={t('home.banners')}
      speedMs={BANNER_CAROUSEL.speedMs}
      autoplayDelayMs={BANNER_CAROUSEL.autoplayDelayMs}
      previousLabel={t('carousel.previous')}
      nextLabel={t('carousel.next')}
      slideLabel={(index, total) => t('carousel.slide_of', { index, total })}
      goToSlideLabel={(index) => t('carousel.go_to', { index })}
      pauseLabel={t('carousel.pause')}
      playLabel={t('carousel.play')}
    >
      {banners.map((banner, index) => (
        <BannerSlide key={banner.id} banner={banner} eager={index === 0} />
      ))}
    </Carousel>
  );
}

function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  const action = bannerAction(banner);
  const image = <BannerArt banner={banner} loading={eager ? 'eager' : 'lazy'} />;
  if (action.kind === 'url') {
    return (
      <a href={action.href} target="_blank" rel="noopener noreferrer" data-testid="banner-link">
        {image}
      </a>
    );
  }
  if (action.kind === 'route') {
    return (
      <Link to={action.to} data-testid="banner-link">
        {image}
      </Link>
    );
  }
  return image;
}
