import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberInfoCall, type MemberInfo } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { authKeys } from './auth-keys';

export function fetchMemberInfo(client: ApiClient): Promise<MemberInfo> {
  return client.call(memberInfoCall, {});
}

export function memberInfoQueryOptions(client: ApiClient, token: string | null) {
  return queryOptions({
    queryKey: authKeys.memberInfo(token),
    queryFn: () => fetchMemberInfo(client),
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });
}

export function useMemberInfo(token: string | null) {
  const client = useApiClient();
  return useQuery(memberInfoQueryOptions(client, token));
}
