export { promotionsKeys } from './promotions-keys';
export { fetchPromotions, promotionsQueryOptions, usePromotions } from './promotions';
export {
  fetchPointsDetails,
  fetchPointsRewards,
  fetchPointsSummary,
  fetchRedeemRecords,
  pointsDetailsQueryOptions,
  pointsRewardsQueryOptions,
  pointsSummaryQueryOptions,
  redeemRecordsQueryOptions,
  usePointsDetails,
  usePointsRewards,
  usePointsSummary,
  useRedeemRecords,
} from './points';
export { useConvertPoints, useRedeemPoints, type ConvertInput, type RedeemInput } from './points-exchange';
export { fetchSponsors, sponsorsQueryOptions, useSponsors } from './sponsors';
