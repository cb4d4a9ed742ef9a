export { memberKeys } from './member-keys';
export { referralLink, useContactVerification, useMemberProfile, useReferral, useTotpEnrolment, useUpdateProfile } from './profile';
export { BETTING_RECORD_PAGE_SIZE, BETTING_SOURCES, useInHouseRounds, useLotteryBets, type BettingSource } from './betting-record';
export { useTransferUpline } from './transfer-upline';
export { PROFIT_CHART_MAX_POINTS, profitBuckets, useBonusDetails, useProfit, useProfitOverTime, type ProfitRange } from './reports';
export { claimableMissionCount, useClaimMission, useLeaderboard, useMissions } from './missions';
export {
  useDeleteMessage,
  useFeedbackConfig,
  useMessages,
  useReadMessage,
  useSendFeedback,
  useUnreadMessageCount,
  type MessageFilter,
} from './messages';
export { useMemberCentreBadges, type MemberCentreBadges } from './badges';
export { useApplyActivity, useClaimActivity, useOpenRedEnvelope, useRewardCenter } from './rewards';
export { chatKeys, useChatModels, useChatRoom, type ChatConnection, type ChatRoom } from './chat';
export { EMPTY_TIMELINE, chatTimelineReducer, mergeMessages, type ChatTimeline, type PendingChatMessage } from './chat-timeline';
export { type PushedChatMessage } from './chat-socket';
export { protectionKeys } from './protection-keys';
export { protectionLimitsQueryOptions, useProtectionLimits, useSetProtectionLimit, type SetLimitInput } from './protection-limits';
export { protectionStatusQueryOptions, useProtectionStatus } from './protection-status';
export { realityCheckQueryOptions, useRealityCheck } from './reality-check';
export { useStartExclusion, type ExclusionRequest } from './protection-exclusion';
export { useEndLocalSession } from './end-local-session';
