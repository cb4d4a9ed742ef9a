export { promotionsKeys } from './promotions-keys';
export { fetchPromotions, promotionsQueryOptions, usePromotions } from './promotions';
