import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import {
  downlineTransactionsCall,
  myIncomeCall,
  payoutRecordsCall,
  teamBettingCall,
  userLossCall,
  type CallContract,
} from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { agentKeys } from './agent-keys';
import { useSignedIn } from './signed-in';

/** The agent reports' page size. */
export const REPORT_PAGE_SIZE = 20;

export type TeamBettingRequest = z.input<typeof teamBettingCall.request>;
export type UserLossRequest = z.input<typeof userLossCall.request>;
export type MyIncomeRequest = z.input<typeof myIncomeCall.request>;
export type PayoutRecordsRequest = z.input<typeof payoutRecordsCall.request>;
export type DownlineTransactionsRequest = z.input<typeof downlineTransactionsCall.request>;

/** One report query: keyed by the call and its request, the previous page kept while the next loads. */
export function reportQueryOptions<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  client: ApiClient,
  call: CallContract<Req, Res>,
  request: z.input<Req>,
  signedIn: boolean,
) {
  return queryOptions({
    queryKey: agentKeys.report(call.id, request),
    queryFn: () => client.call(call, request),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

function useReport<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(call: CallContract<Req, Res>, request: z.input<Req>) {
  const client = useApiClient();
  return useQuery(reportQueryOptions(client, call, request, useSignedIn()));
}

export const useTeamBetting = (request: TeamBettingRequest) => useReport(teamBettingCall, request);
export const useUserLoss = (request: UserLossRequest) => useReport(userLossCall, request);
export const useMyIncome = (request: MyIncomeRequest) => useReport(myIncomeCall, request);
export const usePayoutRecords = (request: PayoutRecordsRequest) => useReport(payoutRecordsCall, request);
export const useDownlineTransactions = (request: DownlineTransactionsRequest) => useReport(downlineTransactionsCall, request);
