export { promotionsKeys } from './promotions-keys';
export { fetchPromotions, promotionsQueryOptions, usePromotions } from './promotions';
export {
  usePointsSummary,
  usePointsRewards,
  useRedeemRecords,
  usePointsDetails,
  useRedeemPoints,
  useConvertPoints,
} from './points';
export type { RedeemInput, ConvertInput } from './points';
export { useSponsors } from './sponsors';
