import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  POINTS_PAGE_SIZE,
  pointsDetailsCall,
  pointsRewardsCall,
  pointsSummaryCall,
  redeemRecordsCall,
} from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { loginStateAtom, tokenAtom } from '@platform/shared/session';
import { promotionsKeys } from './promotions-keys';

/** The points calls are T and refused to trial accounts, so they wait for a real member. */
function useMemberSignedIn(): boolean {
  const signedIn = useAtomValue(tokenAtom) !== null;
  const { isTrial } = useAtomValue(loginStateAtom);
  return signedIn && !isTrial;
}

/** Points balance, earned points and the rule (spec §7 "Points: balance, config"). */
export function fetchPointsSummary(client: ApiClient) {
  return client.call(pointsSummaryCall, {});
}

export function pointsSummaryQueryOptions(client: ApiClient, enabled: boolean) {
  return queryOptions({ queryKey: promotionsKeys.pointsSummary(), queryFn: () => fetchPointsSummary(client), enabled });
}

export function usePointsSummary() {
  const client = useApiClient();
  return useQuery(pointsSummaryQueryOptions(client, useMemberSignedIn()));
}

export function fetchPointsRewards(client: ApiClient, language: string) {
  return client.call(pointsRewardsCall, { language });
}

export function pointsRewardsQueryOptions(client: ApiClient, language: string, enabled: boolean) {
  return queryOptions({
    queryKey: promotionsKeys.pointsRewards(language),
    queryFn: () => fetchPointsRewards(client, language),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function usePointsRewards(language: string) {
  const client = useApiClient();
  return useQuery(pointsRewardsQueryOptions(client, language, useMemberSignedIn()));
}

export function fetchRedeemRecords(client: ApiClient, pageNo: number) {
  return client.call(redeemRecordsCall, { pageNo, pageSize: POINTS_PAGE_SIZE });
}

export function redeemRecordsQueryOptions(client: ApiClient, pageNo: number, enabled: boolean) {
  return queryOptions({
    queryKey: promotionsKeys.redeemRecords(pageNo),
    queryFn: () => fetchRedeemRecords(client, pageNo),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useRedeemRecords(pageNo: number) {
  const client = useApiClient();
  return useQuery(redeemRecordsQueryOptions(client, pageNo, useMemberSignedIn()));
}

export function fetchPointsDetails(client: ApiClient, pageNo: number) {
  return client.call(pointsDetailsCall, { pageNo, pageSize: POINTS_PAGE_SIZE });
}

export function pointsDetailsQueryOptions(client: ApiClient, pageNo: number, enabled: boolean) {
  return queryOptions({
    queryKey: promotionsKeys.pointsDetails(pageNo),
    queryFn: () => fetchPointsDetails(client, pageNo),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function usePointsDetails(pageNo: number) {
  const client = useApiClient();
  return useQuery(pointsDetailsQueryOptions(client, pageNo, useMemberSignedIn()));
}
