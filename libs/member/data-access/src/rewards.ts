import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type * as z from 'zod/mini';
import { applyActivityCall, claimActivityCall, openRedEnvelopeCall, rewardCenterCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient, type ApiError } from '@platform/shared/api-client';
import { languageAtom, loginStateAtom, tokenAtom, useRefreshBalance } from '@platform/shared/session';
import { memberKeys } from './member-keys';

/** rewardCenter (spec §2): the promotions with the member's status, and the available count (spec §3 availablePromoCount). */
export function fetchRewardCenter(client: ApiClient, language: string) {
  return client.call(rewardCenterCall, { language });
}

export function rewardCenterQueryOptions(client: ApiClient, language: string, enabled: boolean) {
  return queryOptions({
    queryKey: memberKeys.rewardCenter(language),
    queryFn: () => fetchRewardCenter(client, language),
    enabled,
  });
}

export function useRewardCenter() {
  const client = useApiClient();
  const language = useAtomValue(languageAtom);
  const signedIn = useAtomValue(tokenAtom) !== null;
  const { isTrial } = useAtomValue(loginStateAtom);
  return useQuery(rewardCenterQueryOptions(client, language, signedIn && !isTrial));
}

/** Activity application (spec §5); the gateway answers a second application with the first. */
export function useApplyActivity() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<z.output<typeof applyActivityCall.response>, ApiError, z.input<typeof applyActivityCall.request>>({
    mutationKey: [applyActivityCall.id],
    mutationFn: (input) => client.call(applyActivityCall, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.rewards() }),
  });
}

/** Claims an approved reward into the main wallet; the wallet's balance reloads. */
export function useClaimActivity() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  return useMutation<z.output<typeof claimActivityCall.response>, ApiError, number>({
    mutationKey: [claimActivityCall.id],
    mutationFn: (promotionId) => client.call(claimActivityCall, { promotionId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.rewards() });
      refreshBalance();
    },
  });
}

/** Opens a red envelope once; the gateway answers a second open with the first amount. The balance reloads. */
export function useOpenRedEnvelope() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  return useMutation<z.output<typeof openRedEnvelopeCall.response>, ApiError, number>({
    mutationKey: [openRedEnvelopeCall.id],
    mutationFn: (promotionId) => client.call(openRedEnvelopeCall, { promotionId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.rewards() });
      refreshBalance();
    },
  });
}
