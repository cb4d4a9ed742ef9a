import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type * as z from 'zod/mini';
import {
  POINTS_PAGE_SIZE,
  convertPointsCall,
  pointsDetailsCall,
  pointsRewardsCall,
  pointsSummaryCall,
  redeemPointsCall,
  redeemRecordsCall,
} from '@platform/shared/api-contract';
import { useApiClient, type ApiError, useIdempotencyKey } from '@platform/shared/api-client';
import { loginStateAtom, tokenAtom, useRefreshBalance } from '@platform/shared/session';
import { promotionsKeys } from './promotions-keys';

/** The points calls are T and refused to trial accounts, so they wait for a real member. */
function useMemberSignedIn(): boolean {
  const signedIn = useAtomValue(tokenAtom) !== null;
  const { isTrial } = useAtomValue(loginStateAtom);
  return signedIn && !isTrial;
}

/** Points balance, earned points and the rule (spec §7 "Points: balance, config"). */
export function usePointsSummary() {
  const client = useApiClient();
  return useQuery({
    queryKey: promotionsKeys.pointsSummary(),
    queryFn: () => client.call(pointsSummaryCall, {}),
    enabled: useMemberSignedIn(),
  });
}

export function usePointsRewards(language: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: promotionsKeys.pointsRewards(language),
    queryFn: () => client.call(pointsRewardsCall, { language }),
    enabled: useMemberSignedIn(),
    staleTime: 5 * 60_000,
  });
}

export function useRedeemRecords(pageNo: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: promotionsKeys.redeemRecords(pageNo),
    queryFn: () => client.call(redeemRecordsCall, { pageNo, pageSize: POINTS_PAGE_SIZE }),
    enabled: useMemberSignedIn(),
    placeholderData: keepPreviousData,
  });
}

export function usePointsDetails(pageNo: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: promotionsKeys.pointsDetails(pageNo),
    queryFn: () => client.call(pointsDetailsCall, { pageNo, pageSize: POINTS_PAGE_SIZE }),
    enabled: useMemberSignedIn(),
    placeholderData: keepPreviousData,
  });
}

/** After a redeem or a conversion every points view and the wallet's balance reload. */
function useRefreshPoints() {
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  return () => {
    void queryClient.invalidateQueries({ queryKey: promotionsKeys.points() });
    refreshBalance();
  };
}

export type RedeemInput = Omit<z.input<typeof redeemPointsCall.request>, 'idempotencyKey'>;
export type ConvertInput = Omit<z.input<typeof convertPointsCall.request>, 'idempotencyKey'>;

/** Redeem (T, E, password-checked), with one idempotency key per user action. */
export function useRedeemPoints() {
  const client = useApiClient();
  const refresh = useRefreshPoints();
  const key = useIdempotencyKey();
  return useMutation<z.output<typeof redeemPointsCall.response>, ApiError, RedeemInput>({
    mutationKey: [redeemPointsCall.id],
    mutationFn: (input) => client.call(redeemPointsCall, { ...input, idempotencyKey: key.current() }),
    onSettled: (_data, error) => {
      key.settle(error ?? undefined);
      refresh();
    },
  });
}

/** Convert points (T, E, password-checked) into the main wallet. */
export function useConvertPoints() {
  const client = useApiClient();
  const refresh = useRefreshPoints();
  const key = useIdempotencyKey();
  return useMutation<z.output<typeof convertPointsCall.response>, ApiError, ConvertInput>({
    mutationKey: [convertPointsCall.id],
    mutationFn: (input) => client.call(convertPointsCall, { ...input, idempotencyKey: key.current() }),
    onSettled: (_data, error) => {
      key.settle(error ?? undefined);
      refresh();
    },
  });
}
