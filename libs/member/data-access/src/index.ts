export { memberKeys } from './member-keys';
export {
  fetchMemberProfile,
  fetchReferral,
  memberProfileQueryOptions,
  referralLink,
  referralQueryOptions,
  useMemberProfile,
  useReferral,
  useUpdateProfile,
} from './profile';
export { confirmTotp, startTotpEnrolment, useConfirmTotp, useStartTotpEnrolment, useTotpEnrolment } from './totp-enrolment';
export { sendContactCode, useContactVerification, useSendContactCode, useVerifyContact, verifyContact } from './contact-verification';
export { BETTING_RECORD_PAGE_SIZE, BETTING_SOURCES, useInHouseRounds, useLotteryBets, type BettingSource } from './betting-record';
export { useTransferUpline } from './transfer-upline';
export {
  PROFIT_CHART_MAX_POINTS,
  bonusDetailsQueryOptions,
  fetchBonusDetails,
  fetchProfit,
  profitBuckets,
  profitQueryOptions,
  useBonusDetails,
  useProfit,
  useProfitOverTime,
  type ProfitRange,
} from './reports';
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
export { chatKeys } from './chat-keys';
export { chatModelsQueryOptions, fetchChatModels, useChatModels } from './chat-models';
export { chatHistoryQueryOptions, fetchChatHistory, fetchLaunchChat, launchChatQueryOptions } from './chat-history';
export { useChatRoom, type ChatConnection, type ChatRoom } from './chat-room';
export { EMPTY_TIMELINE, chatTimelineReducer, mergeMessages, type ChatTimeline, type PendingChatMessage } from './chat-timeline';
export { type PushedChatMessage } from './chat-socket';
export { protectionKeys } from './protection-keys';
export { protectionLimitsQueryOptions, useProtectionLimits, useSetProtectionLimit, type SetLimitInput } from './protection-limits';
export { protectionStatusQueryOptions, useProtectionStatus } from './protection-status';
export { realityCheckQueryOptions, useRealityCheck } from './reality-check';
export { useStartExclusion, type ExclusionRequest } from './protection-exclusion';
export { useEndLocalSession } from './end-local-session';
