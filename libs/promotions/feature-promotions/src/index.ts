export { PromotionsPage } from './components/promotions-page';
export { PromotionsCarousel } from './components/promotions-carousel';
export { PromotionCard } from './components/promotion-card';
export { promotionIdFromHash, promotionPath } from './utils/promotion-hash';
export { PROMOTIONS_PER_SLIDE, showPromotionArrows, promotionSlides } from './utils/promotion-slides';
export { PointMall } from './point-mall/point-mall';
export { SponsorList } from './point-mall/sponsor-list';
