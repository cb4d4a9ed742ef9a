export { agentKeys } from './agent-keys';
export {
  DOWNLINES_PAGE_SIZE,
  downlinesQueryOptions,
  fetchDownlines,
  fetchTeamOverview,
  teamOverviewQueryOptions,
  useDownlines,
  useRegisterDownline,
  useTeamOverview,
} from './agent';
export { TEAM_DAYS, fetchTeamDay, lastDays, teamDayQueryOptions, useTeamDays } from './team-days';
export type { TeamDay, TeamDaysState } from './team-days';
export { DATE_PRESETS, rangeOfPreset } from './date-presets';
export type { DatePreset, DateRange } from './date-presets';
export {
  REPORT_PAGE_SIZE,
  reportQueryOptions,
  useDownlineTransactions,
  useMyIncome,
  usePayoutRecords,
  useTeamBetting,
  useUserLoss,
} from './reports';
export type { DownlineTransactionsRequest, MyIncomeRequest, PayoutRecordsRequest, TeamBettingRequest, UserLossRequest } from './reports';
export {
  contractsQueryOptions,
  fetchContracts,
  hasContract,
  useAcceptContract,
  useAgreeContractEnd,
  useContracts,
  useOfferContract,
  useRejectContract,
  useRequestContractEnd,
  useTerminateContract,
} from './contracts';
export type { AcceptContractValue, ContractsValue, OfferContractInput } from './contracts';
export { agentAnnouncementsQueryOptions, fetchAgentAnnouncements, useAgentAnnouncements } from './announcements';
export {
  consolidatedContractsQueryOptions,
  consolidatedFlagsOf,
  fetchConsolidatedContracts,
  hasPendingContract,
  pendingKeyOf,
  shouldLoadConsolidated,
  useConsolidatedContracts,
} from './consolidated';
export type { ConsolidatedFlags } from './consolidated';
