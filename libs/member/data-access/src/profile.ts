import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type * as z from 'zod/mini';
import {
  memberProfileCall,
  referralCall,
  updateProfileCall,
  type MemberProfile,
} from '@platform/shared/api-contract';
import { useApiClient, type ApiClient, type ApiError } from '@platform/shared/api-client';
import { tokenAtom } from '@platform/shared/session';
import { memberKeys } from './member-keys';

const useSignedIn = () => useAtomValue(tokenAtom) !== null;

export function fetchMemberProfile(client: ApiClient) {
  return client.call(memberProfileCall, {});
}

export function memberProfileQueryOptions(client: ApiClient, signedIn: boolean) {
  return queryOptions({ queryKey: memberKeys.profile(), queryFn: () => fetchMemberProfile(client), enabled: signedIn });
}

export function useMemberProfile() {
  const client = useApiClient();
  return useQuery(memberProfileQueryOptions(client, useSignedIn()));
}

/** Saves profile fields; the answer is the new profile, put straight into the cache. */
export function useUpdateProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<MemberProfile, ApiError, z.input<typeof updateProfileCall.request>>({
    mutationKey: [updateProfileCall.id],
    mutationFn: (input) => client.call(updateProfileCall, input),
    onSuccess: (profile) => queryClient.setQueryData(memberKeys.profile(), profile),
  });
}

export function fetchReferral(client: ApiClient) {
  return client.call(referralCall, {});
}

export function referralQueryOptions(client: ApiClient, signedIn: boolean) {
  return queryOptions({ queryKey: memberKeys.referral(), queryFn: () => fetchReferral(client), enabled: signedIn });
}

export function useReferral() {
  const client = useApiClient();
  return useQuery(referralQueryOptions(client, useSignedIn()));
}

/** The register link a friend opens (spec §3: registration reads referralCode from the query). */
export function referralLink(origin: string, referralCode: string): string {
  return `${origin}/register?referralCode=${encodeURIComponent(referralCode)}`;
}
